import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPINNER_DELAY_MS } from '../../../src/core/timing.ts';
import { Spinner } from '../../../src/core/ui/Spinner.tsx';
import { Tooltip } from '../../../src/core/ui/Tooltip.tsx';
import { renderWithShop } from '../../helpers/render-with-shop.tsx';

describe('Spinner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders nothing before 250 ms of loading and a status after', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithShop(<Spinner />);
    expect(SPINNER_DELAY_MS).toBe(250);
    act(() => vi.advanceTimersByTime(249));
    expect(document.querySelector('.vk-spinner')).toBeNull();
    expect(screen.queryByText('Wird geladen …')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Wird geladen …').closest('[role="status"]')).toHaveClass('vk-spinner');
  });

  it('never appears when loading ends sooner', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { rerender } = renderWithShop(<Spinner />);
    act(() => vi.advanceTimersByTime(200));
    rerender(<p>Fertig</p>);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Wird geladen …')).not.toBeInTheDocument();
  });
});

describe('Tooltip', () => {
  it('describes its button with the tip, opens on click and closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithShop(<Tooltip content="Wenig oder kein Lagerbestand, Vorbestellung ca. 1 Woche" />);
    const button = screen.getByRole('button', { name: 'Weitere Informationen' });
    expect(button).toHaveAccessibleDescription('Wenig oder kein Lagerbestand, Vorbestellung ca. 1 Woche');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.click(button);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Wenig oder kein Lagerbestand');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.click(button);
    await user.click(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on hover', async () => {
    const user = userEvent.setup();
    renderWithShop(<Tooltip content="Tipp" label="Lagerinfo" />);
    await user.hover(screen.getByRole('button', { name: 'Lagerinfo' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Tipp');
    await user.unhover(screen.getByRole('button', { name: 'Lagerinfo' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
