import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const imageRoutes = new Hono<AppEnv>();
