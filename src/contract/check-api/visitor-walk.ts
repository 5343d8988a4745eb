import type { Artikel } from '../../core/api/schemas/artikel.ts';
import type { CheckSession } from './check-session.ts';
import type { Cleanup } from './cleanup.ts';
import { message } from './messages.ts';
import { testAddress, type Known } from './probes.ts';
import { sampleWalk } from './sample-walk.ts';
import { routePath, type Walk } from './walk.ts';

export interface WalkOptions {
  /** the contact form's componentId (the demo's is `kontakt`) */
  contactForm: string;
  /** a marker that tells the checker's own list and address apart */
  marker: string;
}

/**
 * The happy paths open to everybody, as an anonymous visitor. Forms are sent with empty fields, so the
 * back end answers their validationResult and stores nothing (no reminder, message or account is made);
 * the order is sent without accepted terms, so it answers `invalid` and places nothing.
 */
export async function visitorWalk(walk: Walk, visitor: CheckSession, options: WalkOptions, cleanup: Cleanup): Promise<Known> {
  await walk.ok(visitor, 'sessionGet');
  // The searches are safe reads: sent without token, as a page from a full-page cache may have none.
  await walk.ok(visitor, 'sitesearchSearch', {
    json: { pageSize: null, currentPage: 1, filterValues: { searchterm: 'Wein' } },
    token: false,
  });
  const search = await walk.ok(visitor, 'artikelsearchSearch', {
    json: { pageNumber: 1, pageSize: 24, filterValues: {}, sort: null, populateSearchFields: true },
    token: false,
  });
  const articles: Artikel[] = search?.items ?? [];
  const orderable = articles.find((artikel) => artikel.bestellbar && artikel.bestelleinheitAbfuellung);
  const known: Known = { artikelId: orderable?.artikelId ?? articles[0]?.artikelId };
  const term = (orderable ?? articles[0])?.bezeichnung.slice(0, 4) ?? 'Wein';
  await walk.ok(visitor, 'artikelsearchAutocomplete', {
    json: { populateSearchFields: false, filterValues: { suchbegriff: term } },
    token: false,
  });
  // A cached page's prices: a safe read as well; the customer's own are what the customer walk gets.
  if (known.artikelId) await walk.ok(visitor, 'artikelsearchPreise', { json: { artikelIds: [known.artikelId] }, token: false });
  else walk.skip('artikelsearchPreise', 'ok', message('needs', { what: 'artikelId' }));

  let bestellungUid = (await walk.ok(visitor, 'basketGet'))?.bestellungUid;
  if (orderable) {
    const added = await walk.ok(visitor, 'basketAdd', {
      json: [{ artikelId: orderable.artikelId, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }],
    });
    const line =
      added?.basket.items.find((item) => item.artikelId === orderable.artikelId && item.bestelleinheit === 'Abfuellung') ??
      (await lineInBasket(visitor, orderable.artikelId));
    const undo = line
      ? cleanup.add({
          what: `Warenkorb-Position ${line.id}`,
          session: visitor,
          method: 'POST',
          path: routePath(visitor, 'basketRemove'),
          json: [{ id: line.id }],
        })
      : undefined;
    bestellungUid = (await walk.ok(visitor, 'basketCalculate'))?.basket.bestellungUid ?? bestellungUid;
    await walk.ok(visitor, 'checkoutValidate', { json: { basket: { lieferdatum: '' }, calculateBasket: true } });
    await walk.ok(visitor, 'checkoutSubmit', { json: { basket: { agbAkzeptiert: false, minimumAlter: false } } });
    if (line) {
      await walk.ok(visitor, 'basketRemove', { json: [{ id: line.id }] });
      cleanup.done(undo);
    } else walk.skip('basketRemove', 'ok', message('notInAnswer', { what: `basket.items[artikelId ${orderable.artikelId}]` }));
  } else {
    const needs = message('needs', { what: 'artikelsearch: bestellbarer Artikel / orderable article' });
    for (const name of ['basketAdd', 'basketCalculate', 'checkoutValidate', 'checkoutSubmit', 'basketRemove'] as const)
      walk.skip(name, 'ok', needs);
  }
  if (bestellungUid) await walk.ok(visitor, 'basketRestCommunication', { query: { bestellungUid } });
  else walk.skip('basketRestCommunication', 'ok', message('needs', { what: 'basket.bestellungUid' }));

  await walk.ok(visitor, 'adresspoolValidate', { params: { addressType: 'lieferung' }, json: testAddress(options.marker) });
  if (known.artikelId)
    await walk.ok(visitor, 'artikelErinnerungAdd', { json: { artikelId: known.artikelId, vorname: '', nachname: '', email: '' } });
  else walk.skip('artikelErinnerungAdd', 'ok', message('needs', { what: 'artikelId' }));
  await walk.ok(visitor, 'contactFormProcess', { json: { componentId: options.contactForm, data: { email: 'keine-e-mail' } } });
  await walk.ok(visitor, 'accountRegister', { json: { adresse: {}, userData: { userName: '', password: '', passwordConfirm: '' } } });
  await sampleWalk(walk, visitor, known, 'public');
  return known;
}

/**
 * The line the checker added, read from the basket without judging it: when the add's answer failed its
 * schema the bottle is still in the basket, and the clean-up must find it.
 */
async function lineInBasket(visitor: CheckSession, artikelId: number): Promise<{ id: number } | undefined> {
  const { json } = await visitor.send('GET', routePath(visitor, 'basketGet'));
  const items: unknown = json && typeof json === 'object' && 'items' in json ? json.items : [];
  return (Array.isArray(items) ? (items as Record<string, unknown>[]) : []).find(
    (item): item is { id: number } => item.artikelId === artikelId && item.bestelleinheit === 'Abfuellung' && typeof item.id === 'number',
  );
}
