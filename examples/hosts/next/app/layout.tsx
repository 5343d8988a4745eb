import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
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
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M3 4h2l2.4 11h11.2L21 7H6.2M9 20h.01M18 20h.01" />
            </svg>
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
