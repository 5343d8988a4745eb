import { apiFor, type CallHandlers } from './client.ts';
import {
  MerklisteStateSchema, MerklisteUpdateResponseSchema,
  type MerklisteAddRequest, type MerklisteState, type MerklisteToggleRequest, type MerklisteUpdateRequest, type MerklisteUpdateResponse,
} from './schemas/merkliste.ts';
import type { ShopStore } from '../state/store.ts';

/** Spec §7 Merkliste calls (customers only); each answer is the state that replaces the local one. */

/** GET /api/merkliste: the customer's lists (served by the demo; lets a list page load without data). */
export function fetchMerklisteState(store: ShopStore): Promise<MerklisteState> {
  return apiFor(store).get('merkliste', MerklisteStateSchema);
}

/**
 * POST /api/merkliste/AddToMerkliste; merklisteId null = the default list. Not superseded: ticks of one
 * article on two lists are both wanted, so core/merkliste queues the calls instead.
 */
export function addToMerkliste(store: ShopStore, request: MerklisteToggleRequest, handlers: CallHandlers = {}): Promise<MerklisteState> {
  return apiFor(store).post('merkliste/AddToMerkliste', MerklisteStateSchema, { json: request, ...handlers });
}

/** POST /api/merkliste/RemoveFromMerkliste; merklisteId null = the default list. */
export function removeFromMerkliste(store: ShopStore, request: MerklisteToggleRequest, handlers: CallHandlers = {}): Promise<MerklisteState> {
  return apiFor(store).post('merkliste/RemoveFromMerkliste', MerklisteStateSchema, { json: request, ...handlers });
}

/** POST /api/merkliste/Add: a new list, optionally starting with one article. */
export function createMerkliste(store: ShopStore, request: MerklisteAddRequest, handlers: CallHandlers = {}): Promise<MerklisteState> {
  return apiFor(store).post('merkliste/Add', MerklisteStateSchema, { json: request, ...handlers });
}

/** POST /api/merkliste/update/{merklisteId}: renames a list; a taken name answers success false. */
export function updateMerkliste(store: ShopStore, merklisteId: number, request: MerklisteUpdateRequest, handlers: CallHandlers = {}): Promise<MerklisteUpdateResponse> {
  return apiFor(store).post(`merkliste/update/${merklisteId}`, MerklisteUpdateResponseSchema, { json: request, ...handlers });
}

/** DELETE /api/merkliste/RemoveMerkliste/{merklisteId}: the default list cannot be deleted (400). */
export function deleteMerkliste(store: ShopStore, merklisteId: number, handlers: CallHandlers = {}): Promise<MerklisteState> {
  return apiFor(store).delete(`merkliste/RemoveMerkliste/${merklisteId}`, MerklisteStateSchema, handlers);
}
