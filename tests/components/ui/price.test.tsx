import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from '../../../src/core/ui/Price.tsx';
import { priceSamples } from '../../fixtures/ui.ts';
import { renderWithShop } from '../../helpers/render-with-shop.tsx';

// de-CH groups with ’ and uses a narrow no-break space in some ICU versions: compare on normalised text.
const text = (element: Element) => element.textContent?.replace(/\s/g, ' ');

describe('Price', () => {
  it('shows a price incl. VAT for customers with kundeInklMwst (the default)', () => {
    const { container } = renderWithShop(<Price {...priceSamples.dezaley} />);
    expect(text(container.querySelector('.vk-price__amount')!)).toBe('CHF 24.50');
    expect(screen.getByText('inkl. Mwst.')).toBeInTheDocument();
    expect(screen.queryByText('Lieferpreis exkl. Mwst. und Depot')).not.toBeInTheDocument();
  });

  it('shows the delivery-price note when prices exclude VAT (from the page config or the prop)', () => {
    renderWithShop(<Price {...priceSamples.dezaley} />, { config: { user: { authenticated: true, kundeInklMwst: false } } });
    expect(screen.getByText('Lieferpreis exkl. Mwst. und Depot')).toBeInTheDocument();
    expect(screen.queryByText('inkl. Mwst.')).not.toBeInTheDocument();
  });

  it('prop kundeInklMwst wins over the config', () => {
    renderWithShop(<Price {...priceSamples.dezaley} kundeInklMwst={false} />);
    expect(screen.getByText('Lieferpreis exkl. Mwst. und Depot')).toBeInTheDocument();
  });

  it('shows up to 5 decimals', () => {
    const { container } = renderWithShop(<Price {...priceSamples.fuenfStellen} />);
    expect(text(container.querySelector('.vk-price__amount')!)).toBe('CHF 0.12345');
  });

  it('shows a promotion with its badge and the struck-through regular price', () => {
    const { container } = renderWithShop(<Price {...priceSamples.aktion} />);
    expect(screen.getByText('Aktion −20 %')).toBeInTheDocument();
    expect(text(container.querySelector('del')!)).toBe('CHF 19.50');
    expect(screen.getByText(/^statt CHF/)).toHaveClass('vk-visually-hidden');
  });

  it('invites anonymous visitors to log in when asked to, but not logged-in ones', () => {
    const { unmount } = renderWithShop(<Price {...priceSamples.dezaley} showLoginNotice />);
    const link = screen.getByRole('link', { name: 'Melden Sie sich an, um Ihre individuellen Preise zu sehen.' });
    expect(link.getAttribute('href')).toMatch(/^\/account\/login\?returnUrl=/);
    unmount();
    renderWithShop(<Price {...priceSamples.dezaley} showLoginNotice />, { config: { user: { authenticated: true } } });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
