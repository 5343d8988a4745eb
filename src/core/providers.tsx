import { I18nProvider } from '@lingui/react';
import { Provider } from 'jotai/react';
import type { ReactNode } from 'react';
import { i18n } from '../i18n/index.ts';
import type { ShopStore } from './state/store.ts';

/** Everything an island needs around it: the page store and the translations. Used by every island, story and test. */
export function ShopProviders({ store, children }: { store: ShopStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </Provider>
  );
}
