import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const siteSearchRoutes = new Hono<AppEnv>();
