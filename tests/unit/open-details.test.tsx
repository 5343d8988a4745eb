import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { openDetails } from '../../src/server/open-details.ts';

describe('openDetails (renderElement’s open-details attribute)', () => {
  it('names the <details> the server rendered open, by their place: the browser compares a shopper’s toggle with it', () => {
    const markup = renderToString(
      <div>
        <details>
          <summary title={'<details open="">'}>Menü</summary>
        </details>
        <details open>
          <summary>Weinart</summary>
        </details>
      </div>,
    );
    expect(openDetails(markup)).toBe(' open-details="1"');
  });

  it('is empty where none is open, so most elements carry nothing more', () => {
    expect(openDetails(renderToString(<details className="x" />))).toBe('');
    expect(openDetails('<p>no disclosure</p>')).toBe('');
  });
});
