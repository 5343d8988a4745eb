import { Hono } from 'hono';
import type { AppEnv } from '../platform/context.ts';
import { checkoutPages } from './checkout-pages.ts';
import { paymentLogoRoutes } from './payment-logos.ts';
import { commercePageRoutes } from './payment-pages.ts';

/** The commerce pages: basket, checkout, confirmation, payment, orders and invoices, reorder. */
export const commercePages = new Hono<AppEnv>();
commercePages.route('/', commercePageRoutes);
commercePages.route('/', checkoutPages);
commercePages.route('/', paymentLogoRoutes);
