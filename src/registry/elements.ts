import { themed } from './theme.ts';
import type { ElementEntry } from './types.ts';

/**
 * The one list of our custom elements. Everything else that names a tag is generated from it by
 * `npm run registry` (scripts/registry.ts): the loader's table, src/all.ts, custom-elements.json, the JSX
 * and HTMLElementTagNameMap types and the README's element tables; the build and the i18n compiler read
 * it too. tests/unit/registry.test.ts checks it against what each define.ts really registers.
 *
 * To add an element: a folder src/widgets/<name>/ with define.ts, an entry here, `npm run registry`.
 */
const basketEvents: ElementEntry['events'] = ['shop:article-added', 'shop:article-removed', 'shop:basket-change'];

export const elements: ElementEntry[] = [
  {
    tag: 'shop-scroll-top',
    folder: 'scroll-top',
    summary: 'A "back to top" button that appears once the page is scrolled past 40 % of the window height.',
    attributes: [],
    events: [],
    cssProperties: themed('--shop-color-accent', '--shop-color-on-accent', '--shop-shadow', '--shop-color-focus'),
    parts: [{ name: 'vk-scroll-top', description: 'The round button' }],
  },
  {
    tag: 'shop-add-to-basket',
    folder: 'add-to-basket',
    summary: 'Price and basket control of one article: order unit, quantity and "In den Warenkorb".',
    attributes: [
      {
        name: 'artikel',
        type: 'string',
        json: 'Artikel',
        required: true,
        description:
          'The article as the API gives it (`artikelId`, `preis`, `kundeInklMwst`, `bestellbar`, `bestelleinheitAbfuellung`, `bestelleinheitGrossgebinde`, …); a bad value gives a `ConfigError` and the fallback.',
      },
    ],
    events: basketEvents,
    cssProperties: themed(
      '--shop-font-family', '--shop-color-text', '--shop-color-text-muted', '--shop-color-accent', '--shop-color-success',
      '--shop-color-warning', '--shop-color-warning-soft', '--shop-control-height', '--shop-radius',
    ),
    parts: [
      { name: 'vk-add-to-basket', description: 'The control as a whole (modifier `--unavailable` when not orderable)' },
      { name: 'vk-add-to-basket__controls', description: 'Order unit, quantity and button' },
    ],
  },
  {
    tag: 'shop-basket',
    folder: 'basket',
    summary: 'The basket screen: lines, warnings, totals and the way to the checkout.',
    attributes: [
      {
        name: 'initial',
        type: 'string',
        json: 'Basket',
        description: 'The basket as the page has it (first paint without a request); without it the basket is loaded.',
      },
    ],
    events: basketEvents,
    cssProperties: themed(
      '--shop-font-family', '--shop-color-text', '--shop-color-border', '--shop-color-warning', '--shop-color-warning-soft',
      '--shop-color-on-accent', '--shop-radius',
    ),
    parts: [
      { name: 'vk-basket', description: 'The basket (modifier `--empty`)' },
      { name: 'vk-basket-totals', description: 'The totals table' },
      { name: 'vk-basket__actions', description: 'The buttons below the totals' },
    ],
  },
  {
    tag: 'shop-basket-badge',
    folder: 'basket-badge',
    summary: "The number of articles in the basket, for the header's basket link.",
    attributes: [],
    events: ['shop:basket-change'],
    cssProperties: themed('--shop-font-family', '--shop-color-accent', '--shop-color-on-accent'),
    parts: [{ name: 'vk-basket-badge', description: 'The count bubble' }],
  },
  {
    tag: 'shop-basket-preview',
    folder: 'basket-preview',
    summary: "Renders nothing; seeds or loads the page's shared basket for the badge and the controls.",
    attributes: [
      {
        name: 'initial',
        type: 'string',
        json: 'Basket',
        description: 'Seeds the shared basket without a request; without it the basket is loaded once per page.',
      },
    ],
    events: ['shop:basket-change'],
    cssProperties: [],
    parts: [],
  },
  {
    tag: 'shop-article-list',
    folder: 'article-list',
    summary: 'The article list: filter sidebar, sort, article cards, pager or infinite paging, state in the address.',
    attributes: [
      {
        name: 'initial',
        type: 'string',
        json: 'search result of `POST /api/artikelsearch/search`',
        description: 'The result the page was rendered with: the first paint makes no API call. Without it the list reads the address and searches once.',
      },
      {
        name: 'base-url',
        type: 'string',
        default: 'the current path',
        description: "The list's own address; the address bar follows the list only while the page is there.",
      },
      {
        name: 'paging',
        type: "'pager' | 'infinite'",
        default: 'pager',
        description:
          "pager: page links (10, window shifts after page 6); infinite: 'mehr anzeigen', 'vorherige anzeigen', 'alle anzeigen' (offered up to 200 hits, one request).",
      },
    ],
    events: basketEvents,
    cssProperties: themed(
      '--shop-font-family', '--shop-font-family-heading', '--shop-color-text', '--shop-color-text-muted', '--shop-color-background',
      '--shop-color-surface-muted', '--shop-color-border', '--shop-color-border-strong', '--shop-color-accent', '--shop-color-on-accent',
      '--shop-radius', '--shop-radius-large',
    ),
    parts: [
      { name: 'vk-article-list', description: 'The list with sidebar and results' },
      { name: 'vk-filters', description: 'The filter sidebar' },
      { name: 'vk-sort', description: 'The sort dropdown' },
      { name: 'vk-card', description: 'One article card' },
    ],
  },
  {
    tag: 'shop-stock-reminder',
    folder: 'stock-reminder',
    summary: 'A button that opens the stock reminder dialog for an article that is not orderable.',
    attributes: [
      { name: 'artikel-id', type: 'number', required: true, description: 'The article to be reminded of.' },
      { name: 'einleitungstext', type: 'string', default: 'a German default', description: 'The text above the form.' },
    ],
    events: [],
    cssProperties: themed('--shop-control-height', '--shop-color-border-strong', '--shop-color-danger', '--shop-radius'),
    parts: [{ name: 'vk-reminder', description: 'The form in the dialog' }],
  },
  {
    tag: 'shop-article-detail',
    folder: 'article-detail',
    summary: 'The article detail: image carousel with lightbox, attributes, price and basket control, wine texts, ratings.',
    attributes: [
      { name: 'artikel', type: 'string', json: 'Artikel', required: true, description: 'The article as the API gives it.' },
      {
        name: 'list-url',
        type: 'string',
        default: '/shop',
        description: 'Back button target (browser back when the shopper came from there) and target of the reduced filter sidebar.',
      },
    ],
    events: basketEvents,
    cssProperties: themed(
      '--shop-font-family', '--shop-font-family-heading', '--shop-color-text', '--shop-color-text-muted', '--shop-color-background',
      '--shop-color-surface-muted', '--shop-color-border', '--shop-color-border-strong', '--shop-color-accent', '--shop-color-warning',
      '--shop-color-warning-soft', '--shop-control-height', '--shop-radius', '--shop-radius-large',
    ),
    parts: [
      { name: 'vk-detail', description: 'The detail as a whole' },
      { name: 'vk-carousel', description: 'The image carousel' },
      { name: 'vk-attributes', description: 'The attribute list' },
      { name: 'vk-detail-filters', description: "The 'Weine filtern' sidebar" },
    ],
  },
  {
    tag: 'shop-article-slider',
    folder: 'article-slider',
    summary: 'Article cards in a slider (4, 3, 2 or 1 per view by width), or side by side for up to 3 in the list variant.',
    attributes: [
      { name: 'items', type: 'string', json: 'array of Artikel', description: 'The articles (first paint without a call).' },
      { name: 'query', type: 'string', json: 'search parameters', description: 'Used when `items` is absent: the first page of this search.' },
      {
        name: 'variant',
        type: "'default' | 'list'",
        default: 'default',
        description: '`list` shows at most 3 at a time, and up to 3 articles side by side without a slider.',
      },
      { name: 'label', type: 'string', default: "'Artikel'", description: 'Accessible name of the carousel.' },
    ],
    events: basketEvents,
    cssProperties: themed('--shop-font-family'),
    parts: [
      { name: 'vk-slider', description: 'The slider (modifiers `--default`, `--list`, `--static`)' },
      { name: 'vk-card', description: 'One article card' },
    ],
  },
  {
    tag: 'shop-search-field',
    folder: 'search-field',
    summary: 'The header search as an ARIA combobox with keyword suggestions.',
    attributes: [
      { name: 'action', type: 'string', default: 'config `urls.search`', description: 'The search page.' },
      {
        name: 'variant',
        type: "'standard' | 'advanced'",
        default: 'standard',
        description: '`advanced`: visible label and a choice between the whole website (`action`) and the wine range (`urls.shop`).',
      },
    ],
    events: [],
    cssProperties: themed(
      '--shop-font-family', '--shop-color-text', '--shop-color-background', '--shop-color-border-strong', '--shop-color-accent',
      '--shop-color-accent-hover', '--shop-color-accent-soft', '--shop-color-on-accent', '--shop-color-focus', '--shop-control-height',
      '--shop-radius', '--shop-shadow',
    ),
    parts: [
      { name: 'vk-search-field', description: 'The search form (modifiers `--standard`, `--advanced`)' },
      { name: 'vk-search-field__input', description: 'The text input' },
    ],
  },
  {
    tag: 'shop-site-search',
    folder: 'site-search',
    summary: 'The site search page: search box, results with count, pager and the suggested-term notice.',
    attributes: [
      {
        name: 'initial',
        type: 'string',
        json: 'site search result',
        description: "The result the page was rendered with; without it the page's `suchbegriff` is searched once.",
      },
    ],
    events: [],
    cssProperties: themed(
      '--shop-font-family', '--shop-color-text', '--shop-color-text-muted', '--shop-color-border', '--shop-color-border-strong',
      '--shop-color-accent', '--shop-control-height', '--shop-radius',
    ),
    parts: [{ name: 'vk-site-search', description: 'The search page as a whole' }],
  },
  {
    tag: 'shop-merkliste-toggle',
    folder: 'merkliste-toggle',
    summary: 'The wish-list heart of one article: adds to or removes from the default list, or opens the menu of several lists.',
    attributes: [
      {
        name: 'artikel-id',
        type: 'number',
        required: true,
        description: 'The article; a value that is not a whole number from 1 gives a `ConfigError` and the fallback.',
      },
    ],
    events: ['shop:merkliste-change'],
    cssProperties: themed('--shop-color-accent', '--shop-color-background', '--shop-color-border', '--shop-color-focus', '--shop-radius', '--shop-shadow'),
    parts: [
      { name: 'vk-merkliste-toggle', description: 'The button (modifiers `--card`, `--detail`; `[data-on]` when the article is on a list)' },
      { name: 'vk-merkliste-menu', description: 'The panel with the lists and the new-list form (several lists)' },
    ],
  },
  {
    tag: 'shop-my-lists',
    folder: 'my-lists',
    summary: "The customer's Merklisten: the lists, the chosen list's name and articles, create, rename, delete and order.",
    attributes: [],
    events: ['shop:merkliste-change', ...basketEvents],
    cssProperties: themed(
      '--shop-font-family', '--shop-color-text', '--shop-color-text-muted', '--shop-color-border', '--shop-color-accent',
      '--shop-color-accent-soft', '--shop-control-height', '--shop-radius',
    ),
    parts: [
      { name: 'vk-my-lists', description: 'The page part as a whole' },
      { name: 'vk-my-lists__nav', description: 'The list of lists (a drawer on phones)' },
      { name: 'vk-my-lists__list', description: "The chosen list's form and articles" },
    ],
  },
];
