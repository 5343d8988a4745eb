import { BasketAddResponseSchema, BasketCalculateResponseSchema, BasketRemoveResponseSchema, BasketSchema, RestCommunicationResponseSchema } from '../schemas/basket.ts';
import type { ApiRoute } from '../route.ts';

/** The basket calls (core/api/basket.ts); one file per area, so a widget's chunks keep only the answer schemas it parses. */
export const basketGet = { method: 'GET', path: 'basket', answer: BasketSchema } satisfies ApiRoute;
export const basketAdd = { method: 'POST', path: 'basket/add', answer: BasketAddResponseSchema } satisfies ApiRoute;
export const basketRemove = { method: 'POST', path: 'basket/remove', answer: BasketRemoveResponseSchema } satisfies ApiRoute;
export const basketCalculate = { method: 'POST', path: 'basket/calculate', answer: BasketCalculateResponseSchema } satisfies ApiRoute;
export const basketRestCommunication = { method: 'POST', path: 'basket/Get{backoffice}RestCommunication', answer: RestCommunicationResponseSchema } satisfies ApiRoute;
