import { Hono } from 'hono';
import { adresspoolRemove, adresspoolSave, adresspoolValidate } from '../../src/core/api/routes/adresspool.ts';
import type { AppEnv } from '../platform/context.ts';
import { ctxOf, userIdOf } from '../platform/http.ts';
import { serve } from '../platform/serve.ts';
import { normalizeAddress, removeAddress, saveAddress, validateAddress } from './adresspool.ts';

export const adresspoolRoutes = new Hono<AppEnv>();

/** Checks an address without storing it; guests use it for their inline addresses. */
serve(adresspoolRoutes, adresspoolValidate, (c, input) => {
  const adresse = normalizeAddress(input, input.adressPoolId ?? null, input.istPrimaereAdresse ?? false);
  const validationResult = validateAddress(adresse);
  const success = Object.keys(validationResult).length === 0;
  return c.json({ success, adresse: success ? adresse : null, validationResult });
});

serve(adresspoolRoutes, adresspoolSave, (c, input) => {
  const ctx = ctxOf(c);
  return c.json(saveAddress(ctx.db, userIdOf(ctx), input));
});

serve(adresspoolRoutes, adresspoolRemove, (c, { adressPoolId }) => {
  const ctx = ctxOf(c);
  return c.json(removeAddress(ctx.db, userIdOf(ctx), adressPoolId));
});
