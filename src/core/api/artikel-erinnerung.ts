import { apiFor, type CallHandlers } from './client.ts';
import type { ArtikelErinnerungRequest, ArtikelErinnerungResponse } from './schemas/artikel-erinnerung.ts';
import { artikelErinnerungAdd } from './routes/artikel-erinnerung.ts';
import type { ShopStore } from '../state/store.ts';

/** POST /api/artikel-erinnerung/add (spec §7): success with successText, or validationResult per field. */
export function addArtikelErinnerung(
  store: ShopStore,
  request: ArtikelErinnerungRequest,
  handlers: CallHandlers = {},
): Promise<ArtikelErinnerungResponse> {
  return apiFor(store).route(artikelErinnerungAdd, { json: request, ...handlers });
}
