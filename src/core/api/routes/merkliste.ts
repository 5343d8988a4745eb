import { MerklisteStateSchema, MerklisteUpdateResponseSchema } from '../schemas/merkliste.ts';
import type { ApiRoute } from '../route.ts';

/** The merkliste calls (core/api/merkliste.ts); one file per area, so a widget's chunks keep only the answer schemas it parses. */
export const merklisteGet = { method: 'GET', path: 'merkliste', answer: MerklisteStateSchema } satisfies ApiRoute;
export const merklisteAddTo = { method: 'POST', path: 'merkliste/AddToMerkliste', answer: MerklisteStateSchema } satisfies ApiRoute;
export const merklisteRemoveFrom = { method: 'POST', path: 'merkliste/RemoveFromMerkliste', answer: MerklisteStateSchema } satisfies ApiRoute;
export const merklisteCreate = { method: 'POST', path: 'merkliste/Add', answer: MerklisteStateSchema } satisfies ApiRoute;
export const merklisteUpdate = { method: 'POST', path: 'merkliste/update/{merklisteId}', answer: MerklisteUpdateResponseSchema } satisfies ApiRoute;
export const merklisteDelete = { method: 'DELETE', path: 'merkliste/RemoveMerkliste/{merklisteId}', answer: MerklisteStateSchema } satisfies ApiRoute;
