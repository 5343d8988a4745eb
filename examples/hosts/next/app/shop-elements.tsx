'use client';

import { useEffect } from 'react';

/**
 * Loads the elements in the browser (custom elements exist only there). The loader finds the tags on the page,
 * and those of every page Next.js shows later, and imports only their files; each element then hydrates what
 * the server rendered into it, with the package's own runtime (React included).
 */
export function ShopElements() {
  useEffect(() => {
    void import('vinothek-elements/loader');
  }, []);
  return null;
}
