import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentPlatform } from './wallets.ts';
import { DEFAULT_CONFIG } from '../../core/config.ts';
import { Checkout, type CheckoutProps } from './index.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';
import { setBackofficeOnline } from '../../../tests/helpers/demo-basket.ts';
import { checkoutPageModel, checkoutWithGoods, orderCount, submitCalls, validateCalls } from '../../../tests/helpers/demo-checkout.ts';

let demo: DemoApi;
const DESKTOP: PaymentPlatform = { os: 'other', applePayReady: false };

beforeEach(async () => {
  demo = await startDemoApi({ articles: 20 });
});
afterEach(() => {
  delete (globalThis as { dataLayer?: unknown }).dataLayer;
});

async function renderCheckout(props: Partial<CheckoutProps> = {}) {
  const initial = props.initial ?? (await checkoutWithGoods(demo));
  const navigate = vi.fn<(url: string) => void>();
  const result = renderWithShop(<Checkout initial={initial} platform={DESKTOP} navigate={navigate} {...props} />, { store: demo.store });
  return { ...result, navigate, initial };
}

/**
 * The checkout took its latest answer: nothing is on its way to the in-process server and the screen
 * no longer says it is busy (a change sets `aria-busy` in the same event as it sends its request).
 */
async function answered() {
  await demo.idle();
  await waitFor(() => expect(document.querySelector('.vk-checkout')).toHaveAttribute('aria-busy', 'false'));
}
/** The order went out: the page was sent on (the button stays busy while the page leaves). */
async function leftFor(navigate: { mock: { calls: unknown[] } }) {
  await waitFor(() => expect(navigate.mock.calls.length).toBeGreaterThan(0));
  await demo.idle();
}
const section = (name: string) => screen.getByRole('region', { name });

async function customerCheckout(props: Partial<CheckoutProps> = {}) {
  await demo.login();
  return renderCheckout(props);
}

describe('<shop-checkout> entry and the §4 transitions', () => {
  it('prices an unpriced basket once on entry, and a guest gets the address dialog saying why', async () => {
    // Filled while the back office was down: the page's model is not priced.
    await setBackofficeOnline(demo, false);
    const initial = await checkoutWithGoods(demo);
    await setBackofficeOnline(demo, true);
    expect(initial.basket.isCalculated).toBe(false);
    await renderCheckout({ initial });
    const dialog = screen.getByRole('dialog', { name: 'Lieferadresse' });
    expect(within(dialog).getByText('Bitte erfassen Sie eine Lieferadresse')).toBeInTheDocument();
    await waitFor(() => expect(validateCalls(demo)).toHaveLength(1));
    expect(validateCalls(demo)[0]!.calculateBasket).toBe(true);
    await answered();
    expect(screen.queryByText(/Zurzeit können keine verbindlichen Preise berechnet werden/)).toBeNull();
  });

  it('revalidates address, terms and remarks without pricing; delivery type, date and payment with pricing; one request each', async () => {
    const user = userEvent.setup();
    await customerCheckout();
    await answered();
    const before = validateCalls(demo).length;

    await user.click(within(section('Lieferart')).getByRole('radio', { name: /Post/ }));
    await answered();
    await user.click(within(section('Zahlungsart')).getByRole('radio', { name: /Rechnung/ }));
    await answered();
    const datum = within(section('Lieferdatum')).getByRole('textbox', { name: /Wunschdatum/ });
    await user.type(datum, '24.12.2026{Enter}');
    await answered();
    await user.click(within(section('AGB und Alter')).getByRole('checkbox', { name: 'Ich akzeptiere die AGB.' }));
    await answered();
    await user.click(within(section('AGB und Alter')).getByRole('checkbox', { name: 'Ich bin mindestens 18 Jahre alt.' }));
    await answered();
    await user.type(within(section('Hinweis')).getByRole('textbox', { name: 'Bemerkungen zu Ihrer Bestellung' }), 'Bitte klingeln');
    await user.tab();
    await answered();
    await user.click(within(section('Adresse')).getByRole('checkbox', { name: 'Rechnungsadresse gleich Lieferadresse' }));
    await answered();

    const calls = validateCalls(demo).slice(before);
    expect(calls.map((call) => call.calculateBasket)).toEqual([true, true, true, false, false, false, false]);
    expect(calls[2]!.basket.lieferdatum).toBe('2026-12-24');
    expect(datum).toHaveValue('24.12.2026');
    expect(calls.at(-1)!.basket).toMatchObject({
      lieferartId: 1,
      zahlungsartId: 1,
      agbAkzeptiert: true,
      minimumAlter: true,
      hinweis: 'Bitte klingeln',
      rechnungsadresseGleichLieferadresse: false,
    });
  });

  it('lets the latest choice win when an earlier answer arrives after it', async () => {
    const user = userEvent.setup();
    await customerCheckout();
    await answered();
    const gate = demo.hold();
    await user.click(within(section('Lieferart')).getByRole('radio', { name: /Post/ }));
    await user.click(within(section('Lieferart')).getByRole('radio', { name: /Abholung/ }));
    expect(within(section('Lieferart')).getByRole('radio', { name: /Abholung/ })).toBeChecked();
    gate.release();
    await answered();
    expect(within(section('Lieferart')).getByRole('radio', { name: /Abholung/ })).toBeChecked();
    expect(within(section('Lieferart')).getByRole('img', { name: 'gültig' })).toBeInTheDocument();
    // Abholung: no shipping line in the overview.
    expect(screen.queryByText(/^Versand/)).toBeNull();
    await user.click(within(section('Lieferart')).getByRole('radio', { name: /Post/ }));
    await answered();
    expect(await screen.findByText(/^Versand(kosten)? Post/)).toBeInTheDocument();
  });
});

describe('<shop-checkout> messages', () => {
  it('marks each section and shows the server messages on the fields they belong to', async () => {
    const user = userEvent.setup();
    await customerCheckout();
    await answered();
    // Messages show once an order was tried (tests/components/checkout/checkout-messages-on-entry.test.tsx).
    await user.click(screen.getByRole('button', { name: 'Bestellung absenden' }));
    expect(within(section('Lieferart')).getByText('keine Lieferart ausgewählt')).toBeInTheDocument();
    expect(within(section('Zahlungsart')).getByText('keine Zahlungsart ausgewählt')).toBeInTheDocument();
    expect(within(section('Lieferart')).getByRole('img', { name: 'ungültig' })).toBeInTheDocument();
    expect(within(section('Adresse')).getByRole('img', { name: 'gültig' })).toBeInTheDocument();
    const agb = within(section('AGB und Alter')).getByRole('checkbox', { name: 'Ich akzeptiere die AGB.' });
    expect(agb).toHaveAccessibleDescription('Bitte akzeptieren Sie die AGB.');
    expect(
      within(section('AGB und Alter')).getByRole('checkbox', { name: 'Ich bin mindestens 18 Jahre alt.' }),
    ).toHaveAccessibleDescription('Bitte bestätigen Sie: Ich bin mindestens 18 Jahre alt.');
    expect(screen.getByRole('button', { name: 'Bestellung absenden' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Bitte ergänzen Sie die markierten Angaben, um die Bestellung abzuschicken.')).toBeInTheDocument();

    await user.click(agb);
    await answered();
    expect(agb).not.toHaveAccessibleDescription('Bitte akzeptieren Sie die AGB.');

    // a date before the cut-off's earliest day, and one that is no date at all
    const datum = within(section('Lieferdatum')).getByRole('textbox', { name: /Wunschdatum/ });
    await user.type(datum, '1.1.2020{Enter}');
    await answered();
    expect(datum).toHaveAccessibleDescription(/Das früheste mögliche Lieferdatum ist der/);
    await user.clear(datum);
    await user.type(datum, '31.4.2027{Enter}');
    expect(datum).toHaveAccessibleDescription(/Bitte geben Sie ein gültiges Datum als TT.MM.JJJJ ein/);
  });

  it('says what a terms box misses only once it was changed or an order tried, not when focus goes by (issue 36)', async () => {
    const user = userEvent.setup();
    await customerCheckout();
    await answered();
    const agb = within(section('AGB und Alter')).getByRole('checkbox', { name: 'Ich akzeptiere die AGB.' });
    const alter = within(section('AGB und Alter')).getByRole('checkbox', { name: 'Ich bin mindestens 18 Jahre alt.' });
    agb.focus();
    await user.tab();
    await user.tab();
    expect(section('AGB und Alter')).not.toContainElement(document.activeElement as HTMLElement);
    expect(agb).not.toHaveAttribute('aria-invalid');
    expect(alter).not.toHaveAttribute('aria-invalid');

    await user.click(agb);
    await user.click(agb);
    await answered();
    expect(agb).toHaveAccessibleDescription('Bitte akzeptieren Sie die AGB.');
    expect(alter).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Bestellung absenden' }));
    expect(alter).toHaveAccessibleDescription('Bitte bestätigen Sie: Ich bin mindestens 18 Jahre alt.');
  });

  it('applies WILLKOMMEN10 with its discount, refuses a bad code on the field, and removes the voucher', async () => {
    const user = userEvent.setup();
    await customerCheckout();
    await answered();
    const code = within(section('Gutschein')).getByRole('textbox', { name: 'Gutscheincode' });
    await user.type(code, 'FALSCH');
    await user.click(within(section('Gutschein')).getByRole('button', { name: 'Einlösen' }));
    await answered();
    expect(within(section('Gutschein')).getByRole('textbox', { name: 'Gutscheincode' })).toHaveAccessibleDescription(
      'Dieser Gutscheincode ist ungültig.',
    );
    await user.clear(within(section('Gutschein')).getByRole('textbox', { name: 'Gutscheincode' }));
    await user.type(within(section('Gutschein')).getByRole('textbox', { name: 'Gutscheincode' }), 'willkommen10');
    await user.click(within(section('Gutschein')).getByRole('button', { name: 'Einlösen' }));
    await answered();
    expect(within(section('Gutschein')).getByText(/Gutschein WILLKOMMEN10 eingelöst/i)).toBeInTheDocument();
    expect(screen.getByText('Gutschein WILLKOMMEN10 (10 %)')).toBeInTheDocument();
    await user.click(within(section('Gutschein')).getByRole('button', { name: 'Gutschein entfernen' }));
    await answered();
    expect(screen.queryByText('Gutschein WILLKOMMEN10 (10 %)')).toBeNull();
  });
});

describe('<shop-checkout> wallet filter and cut-off', () => {
  const paymentNames = () =>
    within(section('Zahlungsart'))
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')!.textContent);

  it.each<[string, PaymentPlatform, string[], string[]]>([
    ['iOS that can pay', { os: 'ios', applePayReady: true }, ['Apple Pay'], ['Google Pay']],
    ['iOS without a card', { os: 'ios', applePayReady: false }, [], ['Apple Pay', 'Google Pay']],
    ['Android', { os: 'android', applePayReady: false }, ['Google Pay'], ['Apple Pay']],
    ['a desktop', DESKTOP, [], ['Apple Pay', 'Google Pay']],
  ])('on %s offers the right wallets and every other method', async (_name, platform, shown, hidden) => {
    await customerCheckout({ platform });
    const names = paymentNames();
    for (const name of ['Rechnung', 'TWINT', 'Kreditkarte', 'PostFinance', ...shown]) expect(names).toContain(name);
    for (const name of hidden) expect(names).not.toContain(name);
  });

  it.each([
    ['10:59 in winter', '2026-11-23T09:59:00Z', '23.11.2026'],
    ['11:00 in winter', '2026-11-23T10:00:00Z', '24.11.2026'],
    ['just after midnight (still the previous day in UTC)', '2026-11-23T23:05:00Z', '24.11.2026'],
    ['10:59 on the spring DST day', '2026-03-29T08:59:00Z', '29.03.2026'],
    ['11:00 on the spring DST day', '2026-03-29T09:00:00Z', '30.03.2026'],
  ])('offers the earliest date by Swiss time at %s', async (_name, instant, earliest) => {
    await customerCheckout({ now: () => new Date(instant) });
    expect(within(section('Lieferdatum')).getByRole('textbox', { name: /Wunschdatum/ })).toHaveAccessibleDescription(
      new RegExp(`Frühestens am ${earliest.replaceAll('.', '\\.')}\\.`),
    );
  });
});

async function readyCustomerCheckout(props: Partial<CheckoutProps> = {}) {
  const user = userEvent.setup();
  const rendered = await customerCheckout(props);
  await answered();
  await user.click(within(section('Lieferart')).getByRole('radio', { name: /Post/ }));
  await user.click(within(section('Zahlungsart')).getByRole('radio', { name: /Rechnung/ }));
  await user.click(within(section('AGB und Alter')).getByRole('checkbox', { name: 'Ich akzeptiere die AGB.' }));
  await user.click(within(section('AGB und Alter')).getByRole('checkbox', { name: 'Ich bin mindestens 18 Jahre alt.' }));
  await answered();
  return { user, ...rendered };
}

describe('<shop-checkout> submit', () => {
  it('sends the order once for a double click, tells the page, tracks the purchase and goes to the confirmation', async () => {
    const events: CustomEvent[] = [];
    const listener = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener('shop:order-submit', listener);
    const { user, navigate, store } = await readyCustomerCheckout();
    const { configAtom } = await import('../../core/state/config.ts');
    store.set(configAtom, { ...store.get(configAtom), features: { ...store.get(configAtom).features, enableECommerceTracking: true } });
    const orders = await orderCount(demo);
    const submit = screen.getByRole('button', { name: 'Bestellung absenden' });
    expect(submit).toBeEnabled();
    await user.dblClick(submit);
    await leftFor(navigate);
    expect(submitCalls(demo)).toHaveLength(1);
    expect(await orderCount(demo)).toBe(orders + 1);
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\/bestaetigung\?uid=/));
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toMatchObject({ url: navigate.mock.calls[0]![0] });
    const dataLayer = (globalThis as { dataLayer?: { event?: string }[] }).dataLayer ?? [];
    expect(dataLayer.map((entry) => entry.event).filter(Boolean)).toContain('purchase');
    document.removeEventListener('shop:order-submit', listener);
  });

  it('orders nothing when the basket changed after it was shown: says so, shows the fresh overview, the next click orders', async () => {
    const { user, navigate } = await readyCustomerCheckout();
    const orders = await orderCount(demo);
    // another device of the same customer adds wine meanwhile (issue 34)
    await demo.session.post('/api/basket/add', [{ artikelId: 1003, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 6 }]);
    await user.click(screen.getByRole('button', { name: 'Bestellung absenden' }));
    expect(await screen.findByText(/Ihr Warenkorb hat sich geändert, seit Sie ihn geprüft haben/)).toBeInTheDocument();
    await answered();
    expect(navigate).not.toHaveBeenCalled();
    expect(await orderCount(demo)).toBe(orders);
    await user.click(screen.getByRole('button', { name: 'Bestellung absenden' }));
    await leftFor(navigate);
    expect(await orderCount(demo)).toBe(orders + 1);
  });

  it('reads a wish date typed without dots, and holds the order while a typed date cannot be read (issue 36)', async () => {
    const { user, navigate } = await readyCustomerCheckout();
    const datum = within(section('Lieferdatum')).getByRole('textbox', { name: /Wunschdatum/ });
    const mark = () => within(section('Lieferdatum')).getByRole('img', { name: /gültig|ungültig|Gültig|Ungültig/ });
    // A week ahead, and the day after (the back office takes up to 90 days).
    const [week, dayAfter] = [7, 8].map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));
    const [y, m, d] = week!.split('-');
    // A phone's number pad has no dot: ddmmyyyy
    await user.type(datum, `${d}${m}${y}{Enter}`);
    await answered();
    expect(validateCalls(demo).at(-1)!.basket.lieferdatum).toBe(week);
    expect(datum).toHaveValue(`${d}.${m}.${y}`);

    await user.clear(datum);
    await user.type(datum, '4122030{Enter}');
    expect(datum).toHaveAccessibleDescription(/Bitte geben Sie ein gültiges Datum als TT.MM.JJJJ ein/);
    expect(datum).toHaveValue('4122030');
    expect(mark()).toHaveClass('vk-valid-mark--invalid');
    const submit = screen.getByRole('button', { name: 'Bestellung absenden' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    const orders = await orderCount(demo);
    await user.click(submit);
    await answered();
    expect(submitCalls(demo)).toHaveLength(0);
    expect(await orderCount(demo)).toBe(orders);
    expect(navigate).not.toHaveBeenCalled();

    // Corrected, it goes out with the date.
    await user.clear(datum);
    await user.type(datum, `${dayAfter!.split('-').reverse().join('.')}{Enter}`);
    await answered();
    expect(mark()).toHaveClass('vk-valid-mark--valid');
    expect(submit).not.toHaveAttribute('aria-disabled');
  });

  it('after a lost answer, the retry gets the same order instead of a second one', async () => {
    const { user, navigate } = await readyCustomerCheckout();
    const orders = await orderCount(demo);
    demo.failNext('lost-answer');
    await user.click(screen.getByRole('button', { name: 'Bestellung absenden' }));
    expect(await screen.findByText(/Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!/)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(await orderCount(demo)).toBe(orders + 1);
    await user.click(screen.getByRole('button', { name: 'Bestellung absenden' }));
    await leftFor(navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(await orderCount(demo)).toBe(orders + 1);
  });

  it('says "Weiter zur Zahlung" for an online method and goes to the payment page', async () => {
    const { user, navigate } = await readyCustomerCheckout();
    await user.click(within(section('Zahlungsart')).getByRole('radio', { name: /TWINT/ }));
    await answered();
    await user.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));
    await leftFor(navigate);
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\/zahlung\?uid=/));
  });

  it('keeps every choice when validation fails on the network, and the next change sends them all', async () => {
    const user = userEvent.setup();
    await customerCheckout();
    await answered();
    demo.failNext('server-error');
    await user.click(within(section('Lieferart')).getByRole('radio', { name: /Kurier/ }));
    expect(await screen.findByText(/Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!/)).toBeInTheDocument();
    expect(within(section('Lieferart')).getByRole('radio', { name: /Kurier/ })).toBeChecked();
    await user.click(within(section('Zahlungsart')).getByRole('radio', { name: /Rechnung/ }));
    await answered();
    expect(validateCalls(demo).at(-1)).toMatchObject({ calculateBasket: true, basket: { lieferartId: 2, zahlungsartId: 1 } });
    expect(within(section('Lieferart')).getByRole('radio', { name: /Kurier/ })).toBeChecked();
    expect(within(section('Lieferart')).getByRole('img', { name: 'gültig' })).toBeInTheDocument();
  });

  it('refuses to send while the back office is down, with the not-calculated warning', async () => {
    await demo.login();
    await setBackofficeOnline(demo, false);
    await renderCheckout();
    await answered();
    expect(screen.getByText(/Zurzeit können keine verbindlichen Preise berechnet werden/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bestellung absenden' })).toBeDisabled();
    expect(screen.getByText(/Solange keine verbindlichen Preise berechnet werden können/)).toBeInTheDocument();
    await setBackofficeOnline(demo, true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Preise neu berechnen' }));
    await answered();
    expect(screen.queryByText(/Zurzeit können keine verbindlichen Preise berechnet werden/)).toBeNull();
  });

  it('tells the shopper when the basket was changed in another tab', async () => {
    const user = userEvent.setup();
    await customerCheckout();
    await answered();
    await demo.session.post('/api/basket/add', [{ artikelId: 1003, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }]);
    await user.click(within(section('Lieferart')).getByRole('radio', { name: /Post/ }));
    expect(await screen.findByText(/Ihr Warenkorb wurde inzwischen geändert/)).toBeInTheDocument();
  });
});

describe('<shop-checkout> other states', () => {
  it('shows an empty basket with the way back to the shop', async () => {
    const initial = await checkoutPageModel(demo);
    renderWithShop(<Checkout initial={initial} platform={DESKTOP} />, { store: demo.store });
    expect(screen.getByText('Ihr Warenkorb ist leer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'zurück zum Shop' })).toHaveAttribute('href', '/shop');
  });

  it('shows a confirmation read-only: the overview, no inputs, no submit, no request', async () => {
    const initial = await checkoutWithGoods(demo);
    renderWithShop(<Checkout initial={initial} readonly platform={DESKTOP} />, { store: demo.store });
    await answered();
    expect(screen.getByRole('heading', { name: 'Bestellübersicht' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Bestellung absenden|Weiter zur Zahlung/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(demo.requests).toHaveLength(0);
  });

  it('opens the back-office debug dialog on Alt+R', async () => {
    const user = userEvent.setup();
    await customerCheckout();
    await answered();
    await user.keyboard('{Alt>}r{/Alt}');
    expect(await screen.findByRole('dialog', { name: /Kommunikation mit dem Backoffice/ })).toBeInTheDocument();
  });
});

describe('<shop-checkout> answers and tracking', () => {
  it('loads the model itself when the page has none, priced in one request', async () => {
    await demo.login();
    await checkoutWithGoods(demo);
    renderWithShop(<Checkout platform={DESKTOP} />, { store: demo.store });
    expect(await screen.findByRole('region', { name: 'Lieferart' })).toBeInTheDocument();
    expect(validateCalls(demo)).toEqual([expect.objectContaining({ calculateBasket: true })]);
  });

  it('replaces the model and says why when the server refuses the order at submit (back office gone meanwhile)', async () => {
    const { user, navigate } = await readyCustomerCheckout();
    await setBackofficeOnline(demo, false);
    await user.click(screen.getByRole('button', { name: 'Bestellung absenden' }));
    // The model the shopper checked is no longer the one the server would order (issue 34: basket version).
    expect(await screen.findByText(/Ihr Warenkorb hat sich geändert, seit Sie ihn geprüft haben/)).toBeInTheDocument();
    expect(screen.getByText(/Zurzeit können keine verbindlichen Preise berechnet werden/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bestellung absenden' })).toBeDisabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the server-error toast for a malformed answer and keeps the checkout on screen', async () => {
    const user = userEvent.setup();
    await customerCheckout();
    await answered();
    demo.failNext('malformed-json');
    await user.click(within(section('Lieferart')).getByRole('radio', { name: /Kurier/ }));
    expect(await screen.findByText(/Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!/)).toBeInTheDocument();
    expect(section('Lieferart')).toBeInTheDocument();
    expect(within(section('Lieferart')).getByRole('radio', { name: /Kurier/ })).toBeChecked();
  });

  it('pushes begin_checkout, add_shipping_info, add_payment_info and purchase with enableECommerceTracking', async () => {
    demo = await startDemoApi({ articles: 20, config: { features: { ...DEFAULT_CONFIG.features, enableECommerceTracking: true } } });
    const { user, navigate } = await readyCustomerCheckout();
    await user.click(screen.getByRole('button', { name: 'Bestellung absenden' }));
    await leftFor(navigate);
    const events = (
      (globalThis as { dataLayer?: { event?: string; ecommerce?: { items: unknown[]; shipping_tier?: string; payment_type?: string } }[] })
        .dataLayer ?? []
    ).filter((entry) => entry.event);
    expect(events.map((entry) => entry.event)).toEqual(['begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase']);
    expect(events[1]!.ecommerce).toMatchObject({ shipping_tier: 'Post' });
    expect(events[2]!.ecommerce).toMatchObject({ payment_type: 'Rechnung' });
    expect(events[3]!.ecommerce!.items.length).toBeGreaterThan(0);
  });
});
