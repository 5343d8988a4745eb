import { apiFor, type CallHandlers } from './client.ts';
import type { ContactFormRequest, ContactFormResponse } from './schemas/contact-form.ts';
import { contactFormProcess } from './routes/contact-form.ts';
import type { ShopStore } from '../state/store.ts';

/** POST /api/contact-form/process: success, or validationResult per configured field (spec §7). */
export function processContactForm(
  store: ShopStore,
  request: ContactFormRequest,
  handlers: CallHandlers = {},
): Promise<ContactFormResponse> {
  return apiFor(store).route(contactFormProcess, { json: request, ...handlers });
}
