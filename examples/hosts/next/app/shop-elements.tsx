'use client';

import { useEffect } from 'react';

/**
 * Defines the tags in the browser (custom elements exist only there), with the app's own React. Each element
 * then hydrates what the server rendered into it; the loader also finds the tags of pages opened later.
 */
export function ShopElements() {
  useEffect(() => {
    void import('vinothek-elements/loader');
  }, []);
  return null;
}
