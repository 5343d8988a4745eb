import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../../core/consent/index.ts';
import { parseAttributes } from '../../core/element/define-widget.tsx';
import * as sliderEngine from '../../core/ui/keen-slider-engine.ts';
import { BigSlider } from './index.ts';
import { SlidesSchema } from './slides.ts';
import { requiredJsonAttribute } from '../../core/element/attributes.ts';
import { MapBlock } from '../map/index.ts';
import { IMAGE_SLIDES, UNSUPPORTED_PROVIDER, UNSUPPORTED_TYPE, VIDEO_SLIDE } from '../../../stories/media/slides.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

/** Whether keen-slider's module has been evaluated in this file (it is passed through untouched). */
const keen = vi.hoisted(() => ({ imported: false }));
vi.mock('keen-slider', async (importOriginal) => {
  keen.imported = true;
  return importOriginal();
});

/** jsdom has no matchMedia; the slider asks it for prefers-reduced-motion. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const currentSlide = () =>
  screen.getAllByRole('button', { name: /^Folie \d anzeigen$/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
// Inert slides are outside the accessibility tree, so by class.
const slideBoxes = () => [...document.querySelectorAll<HTMLElement>('.vk-big-slider__slide')];
const track = (container: HTMLElement) => container.querySelector<HTMLElement>('.vk-big-slider__track')!;

/** jsdom lays nothing out: the engine's test gives every box this width, so keen-slider can measure its track. */
const SLIDE_WIDTH = 1000;
/** Where a slide's left edge is under keen-slider's transform (slides sit side by side, each 1000 px on). */
function leftEdge(slide: HTMLElement, index: number): number {
  const shift = /translate3d\((-?[\d.]+)px/.exec(slide.style.transform);
  return index * SLIDE_WIDTH + Number(shift?.[1] ?? Number.NaN);
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('<shop-big-slider>', () => {
  // First in the file: keen-slider's module, once evaluated, stays so for the later tests.
  it('turns by CSS alone: autoplay, arrows and dots move it without fetching keen-slider (ARCHITECTURE.md §8)', async () => {
    const load = vi.spyOn(sliderEngine, 'loadSliderEngine');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithShop(<BigSlider slides={IMAGE_SLIDES} interval={5000} />);
    const shiftedBy = (percent: number) => slideBoxes().every((slide) => slide.style.transform === `translateX(${percent}%)`);
    expect(shiftedBy(0)).toBe(true);
    expect(slideBoxes()[0]!.style.transition).toBe('transform 600ms cubic-bezier(0.22, 1, 0.36, 1)');

    advance(5000);
    expect(currentSlide()).toBe(2);
    expect(shiftedBy(-100)).toBe(true);
    expect(slideBoxes().map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true]);

    await user.click(screen.getByRole('button', { name: 'Nächste Folie' }));
    expect(currentSlide()).toBe(3);
    expect(shiftedBy(-200)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Nächste Folie' }));
    expect(currentSlide()).toBe(1); // the last slide goes on to the first
    expect(shiftedBy(0)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Vorherige Folie' }));
    expect(currentSlide()).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Folie 2 anzeigen' }));
    expect(currentSlide()).toBe(2);
    expect(shiftedBy(-100)).toBe(true);

    expect(load).not.toHaveBeenCalled();
    expect(keen.imported).toBe(false);
  });

  it('the first pointer-down on the track fetches keen-slider, which takes over at the slide on show', async () => {
    const load = vi.spyOn(sliderEngine, 'loadSliderEngine');
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: SLIDE_WIDTH, height: 375 }));
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(SLIDE_WIDTH);
    // keen-slider draws in animation frames, which jsdom stops running once fake timers have been and gone.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { container } = renderWithShop(<BigSlider slides={IMAGE_SLIDES} />);
    await user.click(screen.getByRole('button', { name: 'Folie 3 anzeigen' }));
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerDown(track(container), { clientX: 500 });
    fireEvent.pointerUp(track(container), { clientX: 500 });
    expect(load).toHaveBeenCalledOnce();
    await act(() => load.mock.results[0]!.value as Promise<unknown>);
    // keen-slider has placed slide 3 in view; our transform and transition are gone, so the two do not fight.
    await waitFor(() => expect(leftEdge(slideBoxes()[2]!, 2)).toBe(0));
    expect(slideBoxes()[2]!.style.transition).toBe('');
    expect(currentSlide()).toBe(3);

    // The buttons now move keen-slider: on from the last slide to the first, the short way round.
    await user.click(screen.getByRole('button', { name: 'Nächste Folie' }));
    expect(currentSlide()).toBe(1);
    await waitFor(() => expect(leftEdge(slideBoxes()[0]!, 0)).toBe(0));
    fireEvent.pointerDown(track(container), { clientX: 500 });
    expect(load).toHaveBeenCalledOnce();
  });

  it('a swipe made before keen-slider has arrived still turns the slider', async () => {
    const { container } = renderWithShop(<BigSlider slides={IMAGE_SLIDES} />);
    fireEvent.pointerDown(track(container), { clientX: 600 });
    fireEvent.pointerUp(track(container), { clientX: 300 });
    expect(currentSlide()).toBe(2);
    fireEvent.pointerDown(track(container), { clientX: 300 });
    fireEvent.pointerUp(track(container), { clientX: 600 });
    expect(currentSlide()).toBe(1);
  });

  it('turns every interval, and stops for good on the pause button (WCAG 2.2.2)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithShop(<BigSlider slides={IMAGE_SLIDES} interval={5000} />);
    expect(currentSlide()).toBe(1);
    advance(4900);
    expect(currentSlide()).toBe(1);
    advance(100);
    expect(currentSlide()).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Automatischen Wechsel anhalten' }));
    await user.unhover(screen.getByRole('region', { name: 'Hervorgehoben' }));
    screen.getByRole('button', { name: 'Automatischen Wechsel starten' }).blur();
    advance(20_000);
    expect(currentSlide()).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Automatischen Wechsel starten' }));
    advance(5000);
    expect(currentSlide()).toBe(3);
  });

  it('waits while the pointer is over it or focus is inside, and goes on after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithShop(
      <>
        <BigSlider slides={IMAGE_SLIDES} />
        <button type="button">Danach</button>
      </>,
    );
    const slider = screen.getByRole('region', { name: 'Hervorgehoben' });
    await user.hover(slider);
    advance(12_000);
    expect(currentSlide()).toBe(1);
    await user.unhover(slider);

    await user.click(screen.getByRole('button', { name: 'Nächste Folie' }));
    expect(currentSlide()).toBe(2);
    await user.unhover(slider);
    advance(12_000);
    expect(currentSlide()).toBe(2); // focus is still on the arrow
    await user.click(screen.getByRole('button', { name: 'Danach' }));
    advance(5000);
    expect(currentSlide()).toBe(3);
  });

  it('does not turn under reduced motion until the shopper starts it', async () => {
    prefersReducedMotion(true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithShop(<BigSlider slides={IMAGE_SLIDES} />);
    advance(20_000);
    expect(currentSlide()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Automatischen Wechsel starten' }));
    advance(5000);
    expect(currentSlide()).toBe(2);
  });

  it('shows the slides in their sort order, the first image loading first, and sanitised HTML in texts', () => {
    const [first, second, third] = IMAGE_SLIDES as [(typeof IMAGE_SLIDES)[0], (typeof IMAGE_SLIDES)[0], (typeof IMAGE_SLIDES)[0]];
    const { container } = renderWithShop(
      <BigSlider
        slides={[
          { ...third, sort: 3 },
          { ...first, sort: 1, text: 'Direkt <img src=x onerror="alert(1)"> vom <b>Weingut</b>' },
          { ...second, sort: 2 },
        ]}
      />,
    );
    const slides = screen.getAllByRole('group');
    expect(within(slides[0]!).getByRole('heading').textContent).toBe(first.title);
    expect(within(slides[0]!).getByRole('link', { name: first.button! })).toHaveAttribute('href', first.buttonUrl);
    const images = container.querySelectorAll('.vk-big-slider__image');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('names an unknown slide type or video provider inline (spec §8)', () => {
    renderWithShop(<BigSlider slides={[UNSUPPORTED_TYPE, UNSUPPORTED_PROVIDER]} />);
    expect(screen.getByText('TYPE html NOT SUPPORTED')).toBeInTheDocument();
    expect(screen.getByText('PROVIDER DAILYMOTION NOT SUPPORTED')).toBeInTheDocument();
  });

  it('a bad slides attribute is a ConfigError naming the tag and attribute', () => {
    const result = parseAttributes('shop-big-slider', { slides: requiredJsonAttribute(SlidesSchema) }, { slides: '[{"itemId":"eins"}]' });
    expect('error' in result && result.error.message).toMatch(/shop-big-slider.*slides/);
  });
});

describe('one consent for every map and video', () => {
  it('asks nothing of YouTube before consent; agreeing once shows the thumbnail, loads the map beside it and holds for the visit', async () => {
    const user = userEvent.setup();
    const importers = { 'maplibre-gl': vi.fn(() => new Promise<never>(() => {})), 'mapbox-gl': vi.fn(() => new Promise<never>(() => {})) };
    const { container, unmount } = renderWithShop(
      <>
        <BigSlider slides={[VIDEO_SLIDE]} />
        <MapBlock
          lat={46.4887}
          lng={6.7452}
          title="Vinothek Cully"
          content="Rebgasse 12"
          mapStyle="/map/style.json"
          importers={importers}
        />
      </>,
    );
    expect(container.querySelector('img, iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Video bei YouTube ansehen' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    );
    expect(importers['maplibre-gl']).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Video laden' }));
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg');
    expect(container.querySelector('iframe')).toBeNull();
    expect(importers['maplibre-gl']).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Karte laden' })).toBeNull();
    expect(sessionStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');

    await user.click(screen.getByRole('button', { name: 'Video abspielen: Ein Jahr im Rebberg' }));
    const player = container.querySelector('iframe')!;
    expect(player.src).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&rel=0');
    expect(player).toHaveFocus();
    unmount();

    // A video left for another slide stops: its player goes.
    const second = renderWithShop(<BigSlider slides={[VIDEO_SLIDE, ...IMAGE_SLIDES]} />);
    await user.click(screen.getByRole('button', { name: 'Video abspielen: Ein Jahr im Rebberg' }));
    expect(second.container.querySelector('iframe')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Nächste Folie' }));
    expect(second.container.querySelector('iframe')).toBeNull();
    second.unmount();

    // The next page of the visit (a fresh store) loads at once.
    renderWithShop(<BigSlider slides={[VIDEO_SLIDE]} />);
    expect(screen.getByRole('button', { name: 'Video abspielen: Ein Jahr im Rebberg' })).toBeInTheDocument();
  });

  it('a thumbnail that cannot load gives a German message and a link to the video', async () => {
    sessionStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    const { container } = renderWithShop(<BigSlider slides={[VIDEO_SLIDE]} />);
    act(() => void container.querySelector('img')!.dispatchEvent(new Event('error')));
    expect(screen.getByText('Das Vorschaubild des Videos konnte nicht geladen werden.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Video bei YouTube ansehen' })).toBeInTheDocument();
  });

  it('Vimeo plays with dnt', async () => {
    sessionStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    const user = userEvent.setup();
    const { container } = renderWithShop(<BigSlider slides={[{ ...VIDEO_SLIDE, provider: 'VIMEO', videoId: '76979871' }]} />);
    await user.click(screen.getByRole('button', { name: /Video abspielen/ }));
    expect(container.querySelector('iframe')!.src).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
  });
});
