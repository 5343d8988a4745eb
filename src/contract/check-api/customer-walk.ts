import * as v from 'valibot';
import { CheckoutSubmitResponseSchema } from '../../core/api/schemas/checkout.ts';
import type { CheckSession } from './check-session.ts';
import type { Cleanup } from './cleanup.ts';
import { message } from './messages.ts';
import { testAddress, type Known } from './probes.ts';
import { sampleWalk } from './sample-walk.ts';
import type { WalkOptions } from './visitor-walk.ts';
import { routePath, type Walk } from './walk.ts';

export interface CustomerWalkOptions extends WalkOptions {
  placeOrder: boolean;
}

/**
 * The customer's happy paths, logged in. Lists and addresses are the checker's own (named with the
 * marker) and removed again; `during` runs while the list exists (the fault cases need a real list id).
 */
export async function customerWalk(
  walk: Walk,
  customer: CheckSession,
  known: Known,
  options: CustomerWalkOptions,
  cleanup: Cleanup,
  during: (known: Known) => Promise<void>,
): Promise<void> {
  // Paying needs an invoice with something open, so the invoices are read here (the sample walk then leaves them).
  // Starting an online payment changes nothing until the customer pays on the payment page.
  const invoices = await walk.ok(customer, 'accountInvoices', { query: { page: 1 } });
  const payable = invoices?.items.find((invoice) => invoice.zahlung?.zahlungsarten.length);
  if (payable?.zahlung)
    await walk.ok(customer, 'accountInvoicePay', {
      params: { rechnungId: payable.id },
      json: { zahlungsartId: payable.zahlung.zahlungsarten[0]!.id },
    });
  else walk.skip('accountInvoicePay', 'ok', message('needs', { what: 'items[zahlung.zahlungsarten]' }));
  // The reads (the account's pages, the lists, …) and every other route with a `sample` of its own.
  await sampleWalk(walk, customer, known, 'customer');

  const bezeichnung = `Prüfliste ${options.marker}`.slice(0, 50);
  const created = await walk.ok(customer, 'merklisteCreate', { json: { bezeichnung, artikelId: null } });
  const list = created?.merklisten.find((entry) => entry.bezeichnung === bezeichnung);
  const undoList = list
    ? cleanup.add({
        what: `Merkliste ${list.merklisteId}`,
        session: customer,
        method: 'DELETE',
        path: routePath(customer, 'merklisteDelete', { merklisteId: list.merklisteId }),
      })
    : undefined;
  if (list && known.artikelId) {
    await walk.ok(customer, 'merklisteAddTo', { json: { artikelId: known.artikelId, merklisteId: list.merklisteId } });
    await walk.ok(customer, 'merklisteRemoveFrom', { json: { artikelId: known.artikelId, merklisteId: list.merklisteId } });
  } else {
    const needs = message('needs', { what: list ? 'artikelId' : `merklisten[bezeichnung "${bezeichnung}"]` });
    walk.skip('merklisteAddTo', 'ok', needs);
    walk.skip('merklisteRemoveFrom', 'ok', needs);
  }
  if (list)
    await walk.ok(customer, 'merklisteUpdate', {
      params: { merklisteId: list.merklisteId },
      json: { bezeichnung: `${bezeichnung.slice(0, 48)} ✓` },
    });
  else walk.skip('merklisteUpdate', 'ok', message('needs', { what: 'merklisteId' }));

  await during({ ...known, merklisteId: list?.merklisteId });

  const address = testAddress(options.marker);
  const saved = await walk.ok(customer, 'adresspoolSave', { json: address });
  const entry = saved?.adressPool?.find((candidate) => candidate.zusatz1 === options.marker);
  if (entry?.adressPoolId != null) {
    const json = { adressPoolId: entry.adressPoolId };
    const undo = cleanup.add({
      what: `Adresse ${entry.adressPoolId}`,
      session: customer,
      method: 'POST',
      path: routePath(customer, 'adresspoolRemove'),
      json,
    });
    if (await walk.ok(customer, 'adresspoolRemove', { json })) cleanup.done(undo);
  } else walk.skip('adresspoolRemove', 'ok', message('needs', { what: `adressPool[zusatz1 "${options.marker}"]` }));

  if (list) {
    if (await walk.ok(customer, 'merklisteDelete', { params: { merklisteId: list.merklisteId } })) cleanup.done(undoList);
  } else walk.skip('merklisteDelete', 'ok', message('needs', { what: 'merklisteId' }));

  if (options.placeOrder && known.artikelId) await placeOrder(walk, customer, known.artikelId);
  else {
    walk.skip('checkoutSubmit', 'ok', message('noOrder'));
    walk.skip('checkoutVersion', 'stale', message('noOrder'));
  }
}

/** --place-order: one bottle, the first delivery type and the first payment that is not online. */
async function placeOrder(walk: Walk, customer: CheckSession, artikelId: number): Promise<void> {
  await walk.ok(customer, 'basketAdd', { json: [{ artikelId, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }] });
  const validated = await walk.ok(customer, 'checkoutValidate', { json: { basket: { lieferdatum: '' }, calculateBasket: true } });
  const model = validated?.model;
  const lieferart = model?.lieferarten[0];
  const zahlungsart = model?.zahlungsarten.find((candidate) => !candidate.onlinePayment) ?? model?.zahlungsarten[0];
  const choices = { lieferartId: lieferart?.id, zahlungsartId: zahlungsart?.id, agbAkzeptiert: true, minimumAlter: true, lieferdatum: '' };
  const version = await staleVersionRefused(walk, customer, choices, model?.version ?? null);
  if (version === false) return;
  await walk.ok(customer, 'checkoutSubmit', { json: { basket: choices, version } });
}

/**
 * README "Security", basket version at submit (issue 34): validate names the model it shows, and a submit
 * with another version answers `invalid` with the fresh model. Sent with the real choices, so a back end
 * that ignores the version places the order here: then no second one is placed (false). Otherwise the
 * version to order with: the fresh model's, as the checkout would send it after showing that model.
 */
async function staleVersionRefused(
  walk: Walk,
  customer: CheckSession,
  choices: object,
  version: string | null,
): Promise<string | null | false> {
  const path = routePath(customer, 'checkoutSubmit');
  if (!version) {
    walk.fail('checkoutVersion', 'stale', path, message('noVersion'));
    return null;
  }
  const answer = await customer.send('POST', path, { json: { basket: choices, version: `${version}-check-api` } });
  const parsed = v.safeParse(CheckoutSubmitResponseSchema, answer.json);
  if (answer.status === 200 && parsed.success && parsed.output.action === 'invalid') {
    walk.pass('checkoutVersion', 'stale', path);
    return parsed.output.model.version ?? version;
  }
  walk.fail('checkoutVersion', 'stale', path, message('staleAccepted', { actual: `${answer.status} ${answer.text.slice(0, 80)}` }));
  return parsed.success && parsed.output.action === 'redirect' ? false : version;
}
