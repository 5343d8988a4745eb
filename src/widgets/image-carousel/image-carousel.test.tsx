import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContentImageCarousel } from './ContentImageCarousel.tsx';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

const picture = (n: number, alt: string) => ({
  urlDetailImage: `/images/content/${n}.webp?width=600`,
  urlLargeImage: `/images/content/${n}.webp?width=1200`,
  alt,
});
const WINERY = [picture(1, 'Das Weingut im Herbst'), picture(2, 'Der Keller'), picture(3, 'Die Terrassen am See')];

/** The slide a shopper sees: the others are inert (hidden from keyboard and screen readers). */
const shownSlide = (carousel: HTMLElement) =>
  within(carousel)
    .getAllByRole('group', { hidden: true })
    .filter((slide) => !slide.hasAttribute('inert'));

describe('<shop-image-carousel>', () => {
  it('is a carousel named "Bilder" unless the page names it, showing the first picture with its alt text', () => {
    renderWithShop(<ContentImageCarousel images={WINERY} />);
    const carousel = screen.getByRole('region', { name: 'Bilder' });
    expect(shownSlide(carousel)).toHaveLength(1);
    expect(shownSlide(carousel)[0]).toHaveAccessibleName('1 von 3');
    expect(within(shownSlide(carousel)[0]!).getByRole('img', { name: 'Das Weingut im Herbst' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Vorheriges Bild' })).toBeDisabled();
  });

  it('"Nächstes Bild" and a thumbnail move the picture shown, and the thumbnail marks it', async () => {
    const user = userEvent.setup();
    renderWithShop(<ContentImageCarousel images={WINERY} label="Das Weingut" />);
    const carousel = screen.getByRole('region', { name: 'Das Weingut' });
    await user.click(within(carousel).getByRole('button', { name: 'Nächstes Bild' }));
    expect(shownSlide(carousel)[0]).toHaveAccessibleName('2 von 3');
    expect(within(carousel).getByRole('button', { name: 'Bild 2 anzeigen' })).toHaveAttribute('aria-current', 'true');
    expect(within(carousel).getByRole('button', { name: 'Vorheriges Bild' })).toBeEnabled();

    await user.click(within(carousel).getByRole('button', { name: 'Bild 3 anzeigen' }));
    expect(shownSlide(carousel)[0]).toHaveAccessibleName('3 von 3');
    expect(within(carousel).getByRole('button', { name: 'Nächstes Bild' })).toBeDisabled();
    expect(within(carousel).getByRole('button', { name: 'Bild 2 anzeigen' })).not.toHaveAttribute('aria-current');
  });

  it('one picture needs no arrows and no thumbnails, and is still zoomable', () => {
    renderWithShop(<ContentImageCarousel images={[WINERY[0]!]} />);
    const carousel = screen.getByRole('region', { name: 'Bilder' });
    expect(within(carousel).queryByRole('button', { name: /Bild$/ })).toBeNull();
    expect(within(carousel).queryByRole('list')).toBeNull();
    expect(within(carousel).getByRole('button', { name: 'Bild 1 von 1 vergrössern' })).toBeInTheDocument();
  });

  it('no pictures, no empty box', () => {
    const { container } = renderWithShop(<ContentImageCarousel images={[]} />);
    expect(container.querySelector('.vk-carousel')).toBeNull();
  });
});
