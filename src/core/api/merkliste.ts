import { apiFor, type CallHandlers } from './client.ts';
import type {
  MerklisteAddRequest,
  MerklisteState,
  MerklisteToggleRequest,
  MerklisteUpdateRequest,
  MerklisteUpdateResponse,
} from './schemas/merkliste.ts';
import {
  merklisteAddTo,
  merklisteCreate,
  merklisteDelete,
  merklisteGet,
  merklisteRemoveFrom,
  merklisteUpdate,
} from './routes/merkliste.ts';
import type { ShopStore } from '../state/store.ts';

/** Spec §7 Merkliste calls (customers only); each answer is the state that replaces the local one. */

/** GET /api/merkliste: the customer's lists (served by the demo; lets a list page load without data). */
export function fetchMerklisteState(store: ShopStore): Promise<MerklisteState> {
  return apiFor(store).route(merklisteGet);
}

/**
 * POST /api/merkliste/AddToMerkliste; merklisteId null = the default list. Not superseded: ticks of one
 * article on two lists are both wanted, so core/merkliste queues the calls instead.
 */
export function addToMerkliste(store: ShopStore, request: MerklisteToggleRequest, handlers: CallHandlers = {}): Promise<MerklisteState> {
  return apiFor(store).route(merklisteAddTo, { json: request, ...handlers });
}

/** POST /api/merkliste/RemoveFromMerkliste; merklisteId null = the default list. */
export function removeFromMerkliste(
  store: ShopStore,
  request: MerklisteToggleRequest,
  handlers: CallHandlers = {},
): Promise<MerklisteState> {
  return apiFor(store).route(merklisteRemoveFrom, { json: request, ...handlers });
}

/** POST /api/merkliste/Add: a new list, optionally starting with one article. */
export function createMerkliste(store: ShopStore, request: MerklisteAddRequest, handlers: CallHandlers = {}): Promise<MerklisteState> {
  return apiFor(store).route(merklisteCreate, { json: request, ...handlers });
}

/** POST /api/merkliste/update/{merklisteId}: renames a list; a taken name answers success false. */
export function updateMerkliste(
  store: ShopStore,
  merklisteId: number,
  request: MerklisteUpdateRequest,
  handlers: CallHandlers = {},
): Promise<MerklisteUpdateResponse> {
  return apiFor(store).route(merklisteUpdate, { params: { merklisteId }, json: request, ...handlers });
}

/** DELETE /api/merkliste/RemoveMerkliste/{merklisteId}: the default list cannot be deleted (400). */
export function deleteMerkliste(store: ShopStore, merklisteId: number, handlers: CallHandlers = {}): Promise<MerklisteState> {
  return apiFor(store).route(merklisteDelete, { params: { merklisteId }, ...handlers });
}
