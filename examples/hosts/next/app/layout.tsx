import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import 'vinothek-elements/vinothek.css';
import './globals.css';
import { shopConfig } from './shop-config';
import { ShopElements } from './shop-elements';
import { ShopTag } from './shop-element';

export const metadata: Metadata = { title: 'Weinkeller' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de-CH">
      <body>
        <script type="application/json" id="shop-config" dangerouslySetInnerHTML={{ __html: JSON.stringify(shopConfig) }} />
        <header className="site-header">
          <Link href="/">Weinkeller</Link>
          <a href="/warenkorb" className="basket-link">
            <span aria-hidden="true">🛒</span>
            <ShopTag tag="shop-basket-badge" />
            Warenkorb
          </a>
        </header>
        <main>{children}</main>
        <ShopElements />
      </body>
    </html>
  );
}
