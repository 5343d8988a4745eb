// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { fixturePaths, generateFixtures } from '../fixtures/generate.ts';

it('the committed JSON fixtures are what the demo shop answers (else: run npm run fixtures)', async () => {
  const generated = await generateFixtures();
  expect(Object.keys(generated).sort()).toEqual(Object.values(fixturePaths).sort());
  for (const [path, text] of Object.entries(generated)) {
    expect(readFileSync(join(process.cwd(), path), 'utf8'), `${path} is stale: run npm run fixtures`).toBe(text);
  }
});
