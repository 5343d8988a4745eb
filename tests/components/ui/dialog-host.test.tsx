import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmDialog, openDialog, type DialogRequest } from '../../../src/core/state/dialogs.ts';
import type { ShopStore } from '../../../src/core/state/store.ts';
import { dialogSamples, MESSAGE_WITH_MARKUP } from '../../fixtures/ui.ts';
import { renderWithShop } from '../../helpers/render-with-shop.tsx';

function open(store: ShopStore, request: DialogRequest): Promise<boolean> {
  let result!: Promise<boolean>;
  act(() => {
    result = openDialog(store, request);
  });
  return result;
}

function renderPage() {
  return renderWithShop(
    <div>
      <button type="button">Öffnen</button>
      <a href="/agb">AGB</a>
    </div>,
  );
}

describe('DialogHost', () => {
  // The dialog's code loads with the first dialog of a page; the tests below start once it is there.
  beforeAll(async () => {
    const { store } = renderPage();
    const first = open(store, dialogSamples.info);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await expect(first).resolves.toBe(true);
    cleanup();
  });

  it('labels the modal by its title and describes it by its message', () => {
    const { store } = renderPage();
    void open(store, dialogSamples.info);
    const dialog = screen.getByRole('dialog', { name: 'Lieferung' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(dialogSamples.info.message!);
  });

  it('moves focus in, traps Tab, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    opener.focus();
    const result = open(store, dialogSamples.question);

    const dialog = screen.getByRole('alertdialog', { name: 'Adresse löschen' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Nein' })).toHaveFocus();

    const buttons = within(dialog).getAllByRole('button');
    for (let step = 0; step < buttons.length * 2; step++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await expect(result).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('returns focus to the same island when the element that opened the dialog is gone', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    // An island as a CMS page has it: the control that had focus is replaced while the dialog is open.
    const island = document.createElement('shop-add-to-basket');
    island.innerHTML = '<button type="button">In den Warenkorb</button><a href="/checkout/basket">Zum Warenkorb</a>';
    document.body.append(island);
    island.querySelector('button')!.focus();
    const result = open(store, dialogSamples.info);
    island.querySelector('button')!.remove();
    await user.keyboard('{Escape}');
    await result;
    expect(island.querySelector('a')).toHaveFocus();
    island.remove();
  });

  it('Escape acknowledges OK-only dialogs and is ignored when closeOnEscape is false', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    const ok = open(store, dialogSamples.warning);
    await user.keyboard('{Escape}');
    await expect(ok).resolves.toBe(true);

    const result = open(store, { ...dialogSamples.alert, closeOnEscape: false });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Sitzung abgelaufen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(result).resolves.toBe(true);
  });

  it('closes on a backdrop click, but not with a static backdrop', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    const closable = open(store, dialogSamples.info);
    await user.click(document.querySelector('.vk-dialog-backdrop')!);
    await expect(closable).resolves.toBe(true);

    void open(store, dialogSamples.alert);
    await user.click(document.querySelector('.vk-dialog-backdrop')!);
    expect(screen.getByRole('alertdialog', { name: 'Sitzung abgelaufen' })).toBeInTheDocument();
    // A click inside the panel never closes.
    await user.click(screen.getByText(dialogSamples.alert.message!));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('resolves a confirmation true on confirm and false on cancel', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    let confirmed!: Promise<boolean>;
    act(() => {
      confirmed = confirmDialog(store, { title: 'Merkliste löschen', message: 'Wirklich?', confirmLabel: 'Löschen' });
    });
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    await expect(confirmed).resolves.toBe(true);

    const cancelled = open(store, { kind: 'confirmation', title: 'Adresse löschen' });
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await expect(cancelled).resolves.toBe(false);
  });

  it('stacks dialogs: only the top one is reachable; closing it returns focus to the one below', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    void open(store, dialogSamples.info);
    const lower = screen.getByRole('dialog', { name: 'Lieferung' });
    const top = open(store, dialogSamples.question);
    expect(screen.getByRole('alertdialog')).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    await expect(top).resolves.toBe(true);
    expect(lower).toContainElement(document.activeElement as HTMLElement);
  });

  it('locks the page scroll while a dialog is open', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    const result = open(store, dialogSamples.info);
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await result;
    expect(document.body.style.overflow).toBe('');
  });

  it('shows message and lines as text, never as HTML', () => {
    const { store } = renderPage();
    void open(store, dialogSamples.danger);
    const dialog = screen.getByRole('alertdialog', { name: 'Fehler' });
    expect(within(dialog).getByText(MESSAGE_WITH_MARKUP)).toBeInTheDocument();
    expect(dialog.querySelector('b')).toBeNull();

    void open(store, dialogSamples.lines);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(dialogSamples.lines.lines);
  });

  it('sanitises html content: no script, no event handler, no javascript: link', async () => {
    const { store } = renderPage();
    void open(store, dialogSamples.html);
    const dialog = screen.getByRole('dialog', { name: 'AGB' });
    await within(dialog).findByRole('heading', { name: 'Allgemeine Geschäftsbedingungen' });
    const content = dialog.querySelector('.vk-dialog__html')!;
    expect(content.querySelector('b')).toHaveTextContent('Schweizer');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')).not.toHaveAttribute('onerror');
    expect(within(dialog).getByText('Link')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
  });

  it('fetches html content from a url with the ShopDialog header, showing loading and failure texts', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderPage();
    void open(store, { kind: 'html', title: 'AGB', url: '/agb' });
    expect(screen.getByText('Inhalt wird geladen …')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/agb');
    expect(new Headers(init.headers).get('X-Requested-With')).toBe('ShopDialog');
    answer(new Response('<p>Vertragstext<script>alert(1)</script></p>', { status: 200 }));
    expect(await screen.findByText('Vertragstext')).toBeInTheDocument();
    expect(document.querySelector('.vk-dialog__html script')).toBeNull();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementationOnce(() => Promise.resolve(new Response('Nicht gefunden', { status: 404 })));
    void open(store, { kind: 'html', title: 'Fehlt', url: '/fehlt' });
    await waitFor(() => expect(screen.getByText('Der Inhalt konnte nicht geladen werden.')).toBeInTheDocument());
  });
});
