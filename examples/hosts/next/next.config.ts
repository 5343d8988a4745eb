import type { NextConfig } from 'next';

/** The shop's origin, as the Next.js server reaches it (read at `next build`, like the rewrites below). */
const shop = process.env.SHOP_ORIGIN ?? 'http://127.0.0.1:3000';

const nextConfig: NextConfig = {
  // Node runs the package as published: bundled for the server, its PDF library's exports do not resolve.
  serverExternalPackages: ['vinothek-elements'],
  // The elements call /api and load the article images from the page's own origin, with the visitor's cookie.
  async rewrites() {
    return [
      { source: '/api/:path*', destination: `${shop}/api/:path*` },
      { source: '/images/:path*', destination: `${shop}/images/:path*` },
    ];
  },
};

export default nextConfig;
