import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollTop } from './ScrollTop.tsx';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

/** The page as the browser reports it: a scripted scroll position and a scrollTo that records calls. */
function scriptedPage(innerHeight = 800) {
  let y = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  vi.spyOn(window, 'innerHeight', 'get').mockImplementation(() => innerHeight);
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  return {
    scrollTo,
    scroll(to: number) {
      y = to;
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
    },
    scrollEnd() {
      act(() => {
        window.dispatchEvent(new Event('scrollend'));
      });
    },
  };
}

/** The browser's answers to media queries: `matches(query)` for each. */
function stubMediaQueries(matches: (query: string) => boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

beforeEach(() => {
  document.body.innerHTML = '<main id="main"><h1>Weine</h1></main>';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shop-scroll-top', () => {
  it('appears only past 40 % of the window height', () => {
    const page = scriptedPage(800);
    renderWithShop(<ScrollTop />);
    expect(screen.queryByRole('button', { name: 'Nach oben' })).toBeNull();
    page.scroll(320);
    expect(screen.queryByRole('button', { name: 'Nach oben' })).toBeNull();
    page.scroll(321);
    expect(screen.getByRole('button', { name: 'Nach oben' })).toBeVisible();
  });

  it('reaches the top even though the button hides half-way, and focus lands on the main content', async () => {
    const page = scriptedPage(800);
    renderWithShop(<ScrollTop />);
    page.scroll(3000);
    await userEvent.click(screen.getByRole('button', { name: 'Nach oben' }));
    expect(page.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.activeElement).toBe(document.querySelector('main'));
    // The smooth scroll dies at 300 px as the button unmounts its visible state: the rest happens at once.
    page.scroll(300);
    expect(screen.queryByRole('button', { name: 'Nach oben' })).toBeNull();
    page.scrollEnd();
    expect(page.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });

  it('leaves the page where the shopper takes over during the smooth scroll', async () => {
    const page = scriptedPage(800);
    renderWithShop(<ScrollTop />);
    page.scroll(3000);
    await userEvent.click(screen.getByRole('button', { name: 'Nach oben' }));
    window.dispatchEvent(new Event('wheel'));
    page.scroll(1200);
    page.scrollEnd();
    expect(page.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('jumps without animation under prefers-reduced-motion, also by keyboard', async () => {
    const page = scriptedPage(800);
    stubMediaQueries((query) => query.includes('reduce'));
    renderWithShop(<ScrollTop />);
    page.scroll(3000);
    screen.getByRole('button', { name: 'Nach oben' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(page.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    expect(document.activeElement).toBe(document.querySelector('main'));
  });

  it('on a phone, keeps out of the text while the shopper reads down and comes back on the way up', () => {
    const page = scriptedPage(800);
    stubMediaQueries((query) => query.includes('width <'));
    renderWithShop(<ScrollTop />);
    page.scroll(2000);
    expect(screen.queryByRole('button', { name: 'Nach oben' })).toBeNull();
    page.scroll(1900);
    expect(screen.getByRole('button', { name: 'Nach oben' })).toBeVisible();
    page.scroll(1950);
    expect(screen.queryByRole('button', { name: 'Nach oben' })).toBeNull();
  });

  it('on a wide window, stays while the shopper reads down', () => {
    const page = scriptedPage(800);
    stubMediaQueries(() => false);
    renderWithShop(<ScrollTop />);
    page.scroll(2000);
    page.scroll(2100);
    expect(screen.getByRole('button', { name: 'Nach oben' })).toBeVisible();
  });
});
