import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { registerCommerceLoginHooks } from '../commerce/login-hooks.ts';
import { basketRoutes } from './basket.ts';
import { merklisteRoutes } from './merkliste.ts';
import { checkoutRoutes } from './checkout.ts';
import { adresspoolRoutes } from './adresspool.ts';
import { accountRoutes } from './account.ts';
import { formRoutes } from './forms.ts';

export { demoRoutes } from './demo.ts';

registerCommerceLoginHooks();

/** The commerce API of spec §7 (basket, merkliste, checkout, account …), mounted by createApp under /api. */
export const apiRoutes = new Hono<AppEnv>();
apiRoutes.route('/basket', basketRoutes);
apiRoutes.route('/merkliste', merklisteRoutes);
apiRoutes.route('/checkout', checkoutRoutes);
apiRoutes.route('/adresspool', adresspoolRoutes);
apiRoutes.route('/account', accountRoutes);
apiRoutes.route('/', formRoutes);
