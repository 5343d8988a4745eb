import { apiFor, type CallHandlers } from './client.ts';
import { ContactFormResponseSchema, type ContactFormRequest, type ContactFormResponse } from './schemas/contactForm.ts';
import type { ShopStore } from '../state/store.ts';

/** POST /api/contact-form/process: success, or validationResult per configured field (spec §7). */
export function processContactForm(store: ShopStore, request: ContactFormRequest, handlers: CallHandlers = {}): Promise<ContactFormResponse> {
  return apiFor(store).post('contact-form/process', ContactFormResponseSchema, { json: request, ...handlers });
}
