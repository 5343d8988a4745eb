import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLanguage } from '../../i18n/index.ts';
import { refreshSession } from '../api/session.ts';
import { DEFAULT_CONFIG, readPageConfig } from '../config.ts';
import { ShopProviders } from '../providers.tsx';
import { acceptLanguageAtom, configAtom } from '../state/config.ts';
import type { ShopStore } from '../state/store.ts';
import { DialogHost } from '../ui/DialogHost.tsx';
import { ToastHost } from '../ui/ToastHost.tsx';
import { installDialogLinks } from './dialog-links.ts';
import { warmUpEventsWhenIdle } from './warm-up-events.tsx';

const SETUP_KEY = Symbol.for('vinothek-elements.page-setup');
type SetupHolder = { [SETUP_KEY]?: WeakSet<ShopStore> };

/**
 * Runs once per page store, when the first island mounts: reads the page config, sets the language,
 * and mounts the global toast and dialog host (ARCHITECTURE.md §3 "Global behaviours") in its own root.
 */
export function ensurePageSetup(store: ShopStore, doc: Document = document): void {
  const holder = globalThis as SetupHolder;
  const done = (holder[SETUP_KEY] ??= new WeakSet());
  if (done.has(store)) return;
  done.add(store);

  // configure() may have run before the first island; its values win over the script's.
  if (store.get(configAtom) === DEFAULT_CONFIG) store.set(configAtom, readPageConfig(doc));
  const config = store.get(configAtom);
  // A page from a full-page cache: its token and user may be anyone's. API calls wait for this read.
  if (config.cacheable) void refreshSession(store);
  store.set(acceptLanguageAtom, config.culture);
  void activateLanguage(config.language);

  const host = doc.createElement('div');
  host.className = 'vk-host';
  doc.body.append(host);
  const root = createRoot(host);
  // A transition, as the islands' renders (island-renderer.ts): React renders it in slices between the browser's
  // tasks instead of in the task that defines the first element, which also evaluates its file (issue 36).
  startTransition(() =>
    root.render(
      <ShopProviders store={store}>
        <ToastHost />
        <DialogHost />
      </ShopProviders>,
    ),
  );
  installDialogLinks(store, doc);
  // The shopper's first press as fast as the tenth (issue 36).
  warmUpEventsWhenIdle(doc);
}
