import { Hono } from 'hono';
import type { AppEnv } from '../platform/context.ts';
import { checkoutPages } from './checkout-pages.ts';
import { paymentLogoRoutes } from './payment-logos.ts';
import { commercePageRoutes } from './payment-pages.ts';

/** The commerce pages: basket, checkout, confirmation, the order's payment, the orders, reorder from an invoice. */
export const commercePages = new Hono<AppEnv>();
commercePages.route('/', commercePageRoutes);
commercePages.route('/', checkoutPages);
commercePages.route('/', paymentLogoRoutes);
