import { Hono } from 'hono';
import type { AppEnv } from '../platform/context.ts';
import { checkoutPages } from './checkout-pages.ts';
import { paymentLogoRoutes } from './payment-logos.ts';
import { commercePageRoutes } from './payment-pages.ts';
import { invoicePaymentPages } from './invoice-payment-pages.ts';

/** The commerce pages: basket, checkout, confirmation, payment (of orders and invoices), orders and invoices, reorder. */
export const commercePages = new Hono<AppEnv>();
commercePages.route('/', commercePageRoutes);
commercePages.route('/', invoicePaymentPages);
commercePages.route('/', checkoutPages);
commercePages.route('/', paymentLogoRoutes);
