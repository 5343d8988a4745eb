import { Hono } from 'hono';
import * as v from 'valibot';
import { AddressInputSchema, AddressTypeSchema, AdressPoolRemoveRequestSchema } from '../../src/core/api/schemas/adresspool.ts';
import type { AppEnv } from '../platform/context.ts';
import { requireLogin } from '../platform/require-login.ts';
import { validateBody } from '../platform/validate.ts';
import { ctxOf, notFound, userIdOf } from '../platform/http.ts';
import { normalizeAddress, removeAddress, saveAddress, validateAddress } from './adresspool.ts';

export const adresspoolRoutes = new Hono<AppEnv>();

/** Checks an address without storing it; guests use it for their inline addresses. */
adresspoolRoutes.post('/validate/:addressType', async (c) => {
  if (!v.is(AddressTypeSchema, c.req.param('addressType'))) notFound();
  const input = await validateBody(c, AddressInputSchema);
  const adresse = normalizeAddress(input, input.adressPoolId ?? null, input.istPrimaereAdresse ?? false);
  const validationResult = validateAddress(adresse);
  const success = Object.keys(validationResult).length === 0;
  return c.json({ success, adresse: success ? adresse : null, validationResult });
});

adresspoolRoutes.post('/addorupdate', requireLogin(), async (c) => {
  const input = await validateBody(c, AddressInputSchema);
  const ctx = ctxOf(c);
  return c.json(saveAddress(ctx.db, userIdOf(ctx), input));
});

adresspoolRoutes.post('/remove', requireLogin(), async (c) => {
  const { adressPoolId } = await validateBody(c, AdressPoolRemoveRequestSchema);
  const ctx = ctxOf(c);
  return c.json(removeAddress(ctx.db, userIdOf(ctx), adressPoolId));
});
