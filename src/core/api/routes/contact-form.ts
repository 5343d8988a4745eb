import { ContactFormResponseSchema } from '../schemas/contact-form.ts';
import type { ApiRoute } from '../route.ts';

/** The contact-form calls (core/api/contact-form.ts); one file per area, so a widget's chunks keep only the answer schemas it parses. */
export const contactFormProcess = { method: 'POST', path: 'contact-form/process', answer: ContactFormResponseSchema } satisfies ApiRoute;
