import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The environment variable that names the directory (read by tests/support/seeded-database.ts). */
export const SEED_DIR_ENV = 'VINOTHEK_SEED_DIR';

/**
 * The unit project's globalSetup: one directory for the run's seeded database templates
 * (tests/support/seeded-database.ts); the workers inherit its path and the first to need a template writes it.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'vinothek-seed-'));
  process.env[SEED_DIR_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
