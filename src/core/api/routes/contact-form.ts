import { ContactFormRequestSchema, ContactFormResponseSchema } from '../schemas/contact-form.ts';
import type { ApiRoute } from '../route.ts';

/**
 * The contact-form calls (core/api/contact-form.ts); one file per area, so an element's chunks keep only the answer schemas it parses.
 * Each route carries its contract (what a CMS back end must do beyond the 200 answer, read by contract.ts);
 * the page builds drop it with its request schemas (VINOTHEK_PAGE_BUILD in tsup.config.ts).
 */
export const contactFormProcess = {
  method: 'POST',
  path: 'contact-form/process',
  answer: ContactFormResponseSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Formulare',
    summary: 'Contact form; the fields required come from the form configuration',
    request: ContactFormRequestSchema,
    unknownId: 'componentId',
    probes: { unknown: { json: { componentId: 'check-api-unbekannt', data: {} } }, bad: { json: { componentId: 42, data: {} } } },
  },
} satisfies ApiRoute;
