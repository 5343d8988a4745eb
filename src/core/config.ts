import * as v from 'valibot';
import { ConfigError } from './errors.ts';
import { describeIssue } from './validation.ts';

/**
 * The page config (ARCHITECTURE.md §4): `<script type="application/json" id="shop-config">`.
 * Every field has a default, so a page without config (or with a broken one) still works.
 */
export const ShopConfigSchema = v.object({
  apiBase: v.optional(v.string(), '/api'),
  language: v.optional(v.string(), 'de'),
  culture: v.optional(v.string(), 'de-CH'),
  currency: v.optional(v.literal('CHF'), 'CHF'),
  csrfToken: v.optional(v.string(), ''),
  user: v.optional(
    v.object({
      authenticated: v.optional(v.boolean(), false),
      name: v.optional(v.string()),
      kundeInklMwst: v.optional(v.boolean(), true),
    }),
    {},
  ),
  features: v.optional(
    v.object({
      merkliste: v.optional(v.boolean(), true),
      multipleMerkliste: v.optional(v.boolean(), true),
      enableECommerceTracking: v.optional(v.boolean(), false),
    }),
    {},
  ),
  urls: v.optional(
    v.object({
      login: v.optional(v.string(), '/account/login'),
      logout: v.optional(v.string(), '/account/logout'),
      basket: v.optional(v.string(), '/checkout/basket'),
      checkout: v.optional(v.string(), '/checkout'),
      search: v.optional(v.string(), '/suche'),
      shop: v.optional(v.string(), '/shop'),
      agb: v.optional(v.string(), '/agb'),
      account: v.optional(v.string(), '/account'),
    }),
    {},
  ),
  backoffice: v.optional(v.string(), 'Backoffice'),
  accountSegment: v.optional(v.string(), 'account'),
  mapboxToken: v.optional(v.nullable(v.string()), null),
  /**
   * The shop as the creditor of its QR-bills (issue 35): name, a structured address (QR-bill 2.3 allows no other)
   * and the account, a QR-IBAN (the invoices then carry QR references) or a plain IBAN (creditor references or
   * none). Without it an open invoice offers online payment only.
   */
  creditor: v.optional(
    v.nullable(
      v.object({
        name: v.pipe(v.string(), v.minLength(1), v.maxLength(70)),
        strasse: v.pipe(v.string(), v.maxLength(70)),
        hausnummer: v.optional(v.pipe(v.string(), v.maxLength(16)), ''),
        plz: v.pipe(v.string(), v.minLength(1), v.maxLength(16)),
        ort: v.pipe(v.string(), v.minLength(1), v.maxLength(35)),
        /** ISO 3166 alpha-2 */
        land: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)), 'CH'),
        iban: v.pipe(v.string(), v.regex(/^(CH|LI)\d{2}(\s?[0-9A-Z]){17}$/)),
      }),
    ),
    null,
  ),
  /**
   * The page may be served from a full-page cache, so its token, user and basket may be someone else's: the
   * elements read them from GET session and GET basket instead (README "Full-page caching").
   */
  cacheable: v.optional(v.boolean(), false),
});

export type ShopConfig = v.InferOutput<typeof ShopConfigSchema>;

export const DEFAULT_CONFIG: ShopConfig = v.parse(ShopConfigSchema, {});

/**
 * What a `cacheable` page was written with (README "Full-page caching"): the config without the visitor, as the
 * server renders every cacheable page (src/server/) and as the elements hydrate it (usePageConfig).
 */
export function anonymousConfig(config: ShopConfig): ShopConfig {
  if (!config.cacheable) return config;
  return { ...config, csrfToken: '', user: { authenticated: false, kundeInklMwst: true } };
}

export const CONFIG_SCRIPT_ID = 'shop-config';

/**
 * Reads and validates the page config. A malformed config is reported as a ConfigError (through
 * `report`, console by default) and the defaults are used, so the shop still works.
 */
export function readPageConfig(
  doc: Document = document,
  report: (error: ConfigError) => void = (error) => console.error(error),
): ShopConfig {
  const script = doc.getElementById(CONFIG_SCRIPT_ID);
  if (!script?.textContent?.trim()) return DEFAULT_CONFIG;
  let raw: unknown;
  try {
    raw = JSON.parse(script.textContent);
  } catch (error) {
    report(new ConfigError(`#${CONFIG_SCRIPT_ID} is not valid JSON (${(error as Error).message}); the defaults are used.`));
    return DEFAULT_CONFIG;
  }
  const result = v.safeParse(ShopConfigSchema, raw);
  if (result.success) return result.output;
  report(new ConfigError(`#${CONFIG_SCRIPT_ID}: ${describeIssue(result.issues[0])}; the defaults are used.`));
  return DEFAULT_CONFIG;
}
