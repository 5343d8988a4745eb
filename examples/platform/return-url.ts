const ORIGIN = 'http://shop.invalid';
// Browsers drop tabs and line breaks from URLs and read a backslash as a slash: "/\t/evil.example"
// becomes "//evil.example", another site. No such character may pass.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/**
 * The one check for every `returnUrl`: a path on this shop ("/…", query and fragment allowed),
 * else "/". Refuses other origins, protocol-relative "//host", control characters and backslashes.
 */
export function sameOriginPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || UNSAFE.test(value)) return '/';
  try {
    return new URL(value, ORIGIN).origin === ORIGIN ? value : '/';
  } catch {
    return '/';
  }
}
