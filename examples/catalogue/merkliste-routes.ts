import { Hono } from 'hono';
import {
  merklisteAddTo,
  merklisteCreate,
  merklisteDelete,
  merklisteGet,
  merklisteRemoveFrom,
  merklisteUpdate,
} from '../../src/core/api/routes/merkliste.ts';
import type { AppEnv } from '../platform/context.ts';
import { ctxOf, userIdOf } from '../platform/http.ts';
import { idParam } from '../platform/params.ts';
import { serve } from '../platform/serve.ts';
import { addToMerkliste, createMerkliste, deleteMerkliste, merklisteState, removeFromMerkliste, renameMerkliste } from './merkliste.ts';

/** Spec §7 Merkliste calls; anonymous visitors get 401 (the client opens the login modal). */
export const merklisteRoutes = new Hono<AppEnv>();

serve(merklisteRoutes, merklisteGet, (c) => c.json(merklisteState(c.get('db'), userIdOf(ctxOf(c)))));

serve(merklisteRoutes, merklisteAddTo, (c, body) => {
  const ctx = ctxOf(c);
  return c.json(addToMerkliste(ctx.db, userIdOf(ctx), body.artikelId, body.merklisteId, ctx.now));
});

serve(merklisteRoutes, merklisteRemoveFrom, (c, body) => {
  const ctx = ctxOf(c);
  return c.json(removeFromMerkliste(ctx.db, userIdOf(ctx), body.artikelId, body.merklisteId, ctx.now));
});

serve(merklisteRoutes, merklisteCreate, (c, body) => {
  const ctx = ctxOf(c);
  return c.json(createMerkliste(ctx.db, userIdOf(ctx), body.bezeichnung, body.artikelId, ctx.now));
});

serve(merklisteRoutes, merklisteUpdate, (c, body) => {
  const ctx = ctxOf(c);
  return c.json(renameMerkliste(ctx.db, userIdOf(ctx), idParam(c, 'merklisteId'), body.bezeichnung));
});

serve(merklisteRoutes, merklisteDelete, (c) => {
  const ctx = ctxOf(c);
  return c.json(deleteMerkliste(ctx.db, userIdOf(ctx), idParam(c, 'merklisteId')));
});
