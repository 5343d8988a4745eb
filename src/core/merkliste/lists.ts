import { t } from '../../i18n/index.ts';
import { createMerkliste, deleteMerkliste, updateMerkliste } from '../api/merkliste.ts';
import type { Merkliste, MerklisteState, MerklisteUpdateResponse } from '../api/schemas/merkliste.ts';
import { addToBasket } from '../basket/actions.ts';
import { readCommonAnswer, submitForm, type FormOutcome } from '../forms/submit-form.ts';
import { confirmDialog } from '../state/dialogs.ts';
import type { ShopStore } from '../state/store.ts';
import { enqueueMerkliste, replaceMerkliste } from './actions.ts';
import { newestListOf } from './rules.ts';

const ANSWERED = { success: true, validationResults: [] };

/**
 * POST /api/merkliste/Add: a new list, with the article on it when one is given. An empty, too long or
 * used name comes back as the server's German message for the field `bezeichnung`. Resolves the new list
 * (spec §4: the newest is the one with the highest merklisteId) or null.
 */
export async function createList(
  store: ShopStore,
  bezeichnung: string,
  artikelId: number | null,
): Promise<{ outcome: FormOutcome<MerklisteState>; created: Merkliste | null }> {
  const outcome = await enqueueMerkliste(store, () =>
    submitForm(store, {
      key: 'merkliste-neu',
      call: (handlers) => createMerkliste(store, { bezeichnung, artikelId }, handlers),
      read: () => ANSWERED,
      successMessage: 'erfolgreichGespeichert',
    }),
  );
  if (outcome.status !== 'success') return { outcome, created: null };
  replaceMerkliste(store, outcome.answer, artikelId);
  return { outcome, created: newestListOf(outcome.answer) ?? null };
}

/** POST /api/merkliste/update/{id}: a new name; a used name gives success false and its message. */
export async function renameList(
  store: ShopStore,
  merklisteId: number,
  bezeichnung: string,
): Promise<FormOutcome<MerklisteUpdateResponse>> {
  const outcome = await enqueueMerkliste(store, () =>
    submitForm(store, {
      key: `merkliste-${merklisteId}`,
      call: (handlers) => updateMerkliste(store, merklisteId, { bezeichnung }, handlers),
      read: readCommonAnswer,
      successMessage: 'erfolgreichGespeichert',
    }),
  );
  if (outcome.status !== 'failed' && outcome.answer) replaceMerkliste(store, outcome.answer.store, null);
  return outcome;
}

/**
 * Spec §7: asks first, then DELETE /api/merkliste/RemoveMerkliste/{id}; 'Erfolgreich gelöscht!'. The
 * default list cannot be deleted: the server refuses with its message (field `merklisteId`).
 */
export async function deleteList(store: ShopStore, list: Merkliste): Promise<FormOutcome<MerklisteState> | null> {
  const confirmed = await confirmDialog(store, {
    title: t('merkliste.loeschen.titel'),
    message: t('merkliste.loeschen.frage', { name: list.bezeichnung }),
    confirmLabel: t('merkliste.loeschen'),
  });
  if (!confirmed) return null;
  const outcome = await enqueueMerkliste(store, () =>
    submitForm(store, {
      key: `merkliste-${list.merklisteId}`,
      call: (handlers) => deleteMerkliste(store, list.merklisteId, handlers),
      read: () => ANSWERED,
      successMessage: 'erfolgreichGeloescht',
    }),
  );
  if (outcome.status === 'success') replaceMerkliste(store, outcome.answer, null);
  return outcome;
}

/** Every orderable article of the list into the basket, in one request (its unit and quantity). */
export function orderAll(store: ShopStore, list: Merkliste): Promise<boolean> {
  const lines = list.items
    .filter((item) => item.artikel.bestellbar)
    .map((item) => ({
      artikelId: item.artikel.artikelId,
      bestelleinheit: item.bestelleinheit,
      mengeBestelleinheit: item.mengeBestelleinheit,
    }));
  return lines.length ? addToBasket(store, lines) : Promise.resolve(false);
}
