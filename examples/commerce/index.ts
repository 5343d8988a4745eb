/** The commerce area: basket, checkout, orders, the simulated back office. What createApp uses. */
export { commerceModule } from './module.ts';
export { commerceApi } from './api.ts';
export { commercePages } from './pages.ts';
export { demoRoutes, isDemoMode } from './demo-routes.ts';
export { basketLoginHook, basketSessionMoveHook } from './login-hooks.ts';
export { basketFor } from './views.ts';
