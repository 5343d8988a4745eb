import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MainNav } from './index.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';
import { navigationFixture } from '../../../tests/fixtures/navigation.ts';

describe('<shop-main-nav mode="dropdown">', () => {
  it('opens a panel with a disclosure button, closes it with Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithShop(<MainNav items={navigationFixture} mode="dropdown" onOpenChange={onOpenChange} />);
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const toggle = within(nav).getByRole('button', { name: 'Untermenü Weine' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Rotwein' })).toBeNull();
    // Keyboard only: Tab to the link, Tab to its button, Enter.
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Weine' })).toHaveFocus();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'Rotwein' })).toHaveAttribute('href', '/shop?egruppe=rotwein');
    expect(within(panel).getAllByRole('link', { name: 'Schweiz' })[0]).toHaveAttribute('href', '/shop?egruppe=rotwein&landregion=schweiz');
    await user.tab();
    expect(within(panel).getByRole('link', { name: 'Rotwein' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('keeps one panel open at a time and closes it on a click outside', async () => {
    const user = userEvent.setup();
    renderWithShop(<MainNav items={navigationFixture} mode="dropdown" />);
    await user.click(screen.getByRole('button', { name: 'Untermenü Weine' }));
    await user.click(screen.getByRole('button', { name: 'Untermenü Regionen' }));
    expect(screen.getByRole('button', { name: 'Untermenü Weine' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Untermenü Regionen' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(screen.getByRole('button', { name: 'Untermenü Regionen' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('<shop-main-nav mode="offcanvas">', () => {
  it('walks the stack of levels by keyboard, focus moving into each level and back, and Escape returns to the menu button', async () => {
    const user = userEvent.setup();
    renderWithShop(<MainNav items={navigationFixture} mode="offcanvas" />);
    const menuButton = screen.getByRole('button', { name: 'Menü' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Menü' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(document.body).toHaveClass('vk-scroll-locked');
    const weine = within(dialog).getByRole('button', { name: 'Weine, Untermenü' });
    expect(weine).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Weine' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Weine: Übersicht' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Weisswein, Untermenü' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Weisswein' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Frankreich' })).toHaveAttribute(
      'href',
      '/shop?egruppe=weisswein&landregion=frankreich',
    );
    expect(within(dialog).getByRole('link', { name: 'Weisswein: Übersicht' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Zurück zu Weine' }));
    expect(screen.getByRole('dialog', { name: 'Weine' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Weisswein, Untermenü' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Zurück zu Hauptmenü' }));
    expect(within(dialog).getByRole('button', { name: 'Weine, Untermenü' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).not.toHaveClass('vk-scroll-locked');
  });

  it('keeps Tab inside the panel, and the close button returns focus to the menu button', async () => {
    const user = userEvent.setup();
    renderWithShop(<MainNav items={navigationFixture} mode="offcanvas" />);
    await user.click(screen.getByRole('button', { name: 'Menü' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menü' });
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Menü schliessen' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: 'Kontakt' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Menü schliessen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menü' })).toHaveFocus();
  });
});
