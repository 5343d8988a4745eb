import { Hono } from 'hono';
import {
  MerklisteAddRequestSchema,
  MerklisteToggleRequestSchema,
  MerklisteUpdateRequestSchema,
} from '../../src/core/api/schemas/merkliste.ts';
import type { AppEnv } from '../platform/context.ts';
import { requireLogin } from '../platform/require-login.ts';
import { validateBody } from '../platform/validate.ts';
import { ctxOf, userIdOf } from '../platform/http.ts';
import { idParam } from '../platform/params.ts';
import { addToMerkliste, createMerkliste, deleteMerkliste, merklisteState, removeFromMerkliste, renameMerkliste } from './merkliste.ts';

/** Spec §7 Merkliste calls; anonymous visitors get 401 (the client opens the login modal). */
export const merklisteRoutes = new Hono<AppEnv>();
merklisteRoutes.use('*', requireLogin());

merklisteRoutes.get('/', (c) => c.json(merklisteState(c.get('db'), userIdOf(ctxOf(c)))));

merklisteRoutes.post('/AddToMerkliste', async (c) => {
  const body = await validateBody(c, MerklisteToggleRequestSchema);
  const ctx = ctxOf(c);
  return c.json(addToMerkliste(ctx.db, userIdOf(ctx), body.artikelId, body.merklisteId, ctx.now));
});

merklisteRoutes.post('/RemoveFromMerkliste', async (c) => {
  const body = await validateBody(c, MerklisteToggleRequestSchema);
  const ctx = ctxOf(c);
  return c.json(removeFromMerkliste(ctx.db, userIdOf(ctx), body.artikelId, body.merklisteId, ctx.now));
});

merklisteRoutes.post('/Add', async (c) => {
  const body = await validateBody(c, MerklisteAddRequestSchema);
  const ctx = ctxOf(c);
  return c.json(createMerkliste(ctx.db, userIdOf(ctx), body.bezeichnung, body.artikelId, ctx.now));
});

merklisteRoutes.post('/update/:merklisteId', async (c) => {
  const merklisteId = idParam(c, 'merklisteId');
  const body = await validateBody(c, MerklisteUpdateRequestSchema);
  const ctx = ctxOf(c);
  return c.json(renameMerkliste(ctx.db, userIdOf(ctx), merklisteId, body.bezeichnung));
});

merklisteRoutes.delete('/RemoveMerkliste/:merklisteId', (c) => {
  const ctx = ctxOf(c);
  return c.json(deleteMerkliste(ctx.db, userIdOf(ctx), idParam(c, 'merklisteId')));
});
