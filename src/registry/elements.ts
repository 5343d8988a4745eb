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
    tag: 'shop-login-wait',
    folder: 'login-wait',
    summary: 'An overlay while the back office loads a customer after login or registration; reloads the page once the data are ready.',
    attributes: [{ name: 'adresse-id', type: 'number', required: true, description: "The customer's address id; `UserDataState` is polled for it every 500 ms." }],
    events: [],
    cssProperties: themed('--shop-font-family', '--shop-color-background', '--shop-color-accent', '--shop-color-warning', '--shop-radius-large', '--shop-shadow'),
    parts: [{ name: 'vk-login-wait', description: 'The overlay covering the page' }],
  },
  {
    tag: 'shop-orders',
    folder: 'orders',
    summary: "The customer's orders, a page at a time, each linking to its confirmation.",
    attributes: [
      {
        name: 'initial',
        type: 'string',
        json: 'order list page',
        description: "The page the CMS rendered (`page`, `pageSize`, `totalItems`, `items`); without it the address's `page` is loaded.",
      },
    ],
    events: [],
    cssProperties: themed('--shop-font-family', '--shop-color-text', '--shop-color-text-muted', '--shop-color-border', '--shop-color-accent'),
    parts: [
      { name: 'vk-account-table', description: 'The paged table (also used by `shop-invoices`)' },
    ],
  },
  {
    tag: 'shop-invoices',
    folder: 'invoices',
    summary: "The customer's invoices, a page at a time, with payment badge and due date; overdue open ones stand out.",
    attributes: [
      {
        name: 'initial',
        type: 'string',
        json: 'invoice list page',
        description: "The page the CMS rendered (`page`, `pageSize`, `totalItems`, `items`); without it the address's `page` is loaded.",
      },
    ],
    events: [],
    cssProperties: themed(
      '--shop-font-family', '--shop-color-text', '--shop-color-text-muted', '--shop-color-border', '--shop-color-accent', '--shop-color-success',
      '--shop-color-warning', '--shop-color-warning-soft', '--shop-color-danger',
    ),
    parts: [
      { name: 'vk-account-table', description: 'The paged table (row modifier `--overdue`)' },
      { name: 'vk-payment-badge', description: 'The payment badge (modifiers `--bezahlt`, `--storniert`, `--teilbezahlt`, `--offen`)' },
    ],
  },
  {
    tag: 'shop-invoice-detail',
    folder: 'invoice-detail',
    summary: 'One invoice: addresses, totals, positions with their current price, and reorder into the basket.',
    attributes: [
      {
        name: 'invoice',
        type: 'string',
        json: 'Invoice with positionen',
        required: true,
        description: 'The invoice with its positions, each with the article as it is sold today (or null); a bad value gives a `ConfigError` and the fallback.',
      },
    ],
    events: basketEvents,
    cssProperties: themed(
      '--shop-font-family', '--shop-color-text', '--shop-color-text-muted', '--shop-color-border', '--shop-color-accent', '--shop-color-success',
      '--shop-color-warning', '--shop-color-danger', '--shop-radius',
    ),
    parts: [
      { name: 'vk-invoice', description: 'The document as a whole' },
      { name: 'vk-invoice__positions', description: 'The positions table (row modifier `--unorderable`)' },
      { name: 'vk-payment-badge', description: 'The payment badge' },
    ],
  },
  {
    tag: 'shop-register',
    folder: 'register',
    summary: 'Registration: e-mail and password (twice, can be shown) and the shared address form; success goes to the answer\'s redirectUrl.',
    attributes: [
      {
        name: 'meta',
        type: 'string',
        json: 'AdressPoolMeta',
        description: 'Countries, salutations and languages of the address form (`laender`, `anreden`, `sprachen`); a Swiss default without it.',
      },
    ],
    events: [],
    cssProperties: themed('--shop-font-family', '--shop-color-text', '--shop-color-border', '--shop-color-danger', '--shop-control-height', '--shop-radius'),
    parts: [{ name: 'vk-register', description: 'The registration form' }],
  },
  {
    tag: 'shop-address-book',
    folder: 'address-book',
    summary: 'The address pool: the primary address marked and not deletable, add and edit in the shared address dialog, delete after a question.',
    attributes: [
      { name: 'initial', type: 'string', json: 'AdressPool', description: "The customer's addresses as the page has them (there is no call to load them)." },
      { name: 'meta', type: 'string', json: 'AdressPoolMeta', description: 'Countries, salutations and languages of the address form; a Swiss default without it.' },
    ],
    events: [],
    cssProperties: themed('--shop-font-family', '--shop-color-text', '--shop-color-border', '--shop-color-accent', '--shop-radius-large'),
    parts: [
      { name: 'vk-address-book', description: 'The address book as a whole' },
      { name: 'vk-address-card', description: 'One address (modifier `--primary`)' },
    ],
  },
  {
    tag: 'shop-header',
    folder: 'header',
    summary: 'The page header: logo, search field, favourites link, basket badge, login or account and logout, and the main navigation; hides on the way down.',
    attributes: [
      {
        name: 'navigation',
        type: 'string',
        json: 'navigation tree',
        description:
          'The main navigation as `[{"label", "href", "children": [...]}]`, any depth (the bar shows three levels); without it the header has no navigation. A bad value gives a `ConfigError` and the fallback.',
      },
      {
        name: 'nav-mode',
        type: "'auto' | 'dropdown' | 'offcanvas'",
        default: 'auto',
        description: '`dropdown`: the bar with disclosure menus at every width; `offcanvas`: the menu button and side panel at every width; `auto`: the bar from 64 rem, the menu button below.',
      },
      { name: 'brand', type: 'string', description: "The shop's name: the logo link's text." },
      { name: 'logo-src', type: 'string', description: 'An image beside the name (decorative).' },
      { name: 'home-url', type: 'string', default: '/', description: 'Where the logo links to.' },
    ],
    events: ['shop:basket-change'],
    cssProperties: themed(
      '--shop-font-family', '--shop-color-text', '--shop-color-background', '--shop-color-border', '--shop-color-accent',
      '--shop-color-focus', '--shop-shadow', '--shop-duration',
    ),
    parts: [
      { name: 'vk-header', description: 'The header bar (modifier `--hidden` while scrolled away)' },
      { name: 'vk-header__actions', description: 'Favourites, account, logout and basket links' },
    ],
  },
  {
    tag: 'shop-main-nav',
    folder: 'main-nav',
    summary: 'The main navigation on its own: a bar with disclosure menus on desktops, an offcanvas panel with a stack of levels on phones.',
    attributes: [
      {
        name: 'items',
        type: 'string',
        json: 'navigation tree',
        required: true,
        description: 'The entries as `[{"label", "href", "children": [...]}]`; a bad value gives a `ConfigError` and the fallback.',
      },
      {
        name: 'mode',
        type: "'auto' | 'dropdown' | 'offcanvas'",
        default: 'auto',
        description: '`dropdown`, `offcanvas`, or `auto`: the bar from 64 rem, the menu button below.',
      },
    ],
    events: [],
    cssProperties: themed('--shop-font-family', '--shop-color-text', '--shop-color-background', '--shop-color-accent', '--shop-color-focus', '--shop-shadow', '--shop-duration'),
    parts: [
      { name: 'vk-main-nav', description: 'The navigation landmark (modifiers `--auto`, `--dropdown`, `--offcanvas`)' },
      { name: 'vk-main-nav__panel', description: 'A dropdown panel' },
      { name: 'vk-offcanvas', description: 'The phone menu panel' },
    ],
  },
  {
    tag: 'shop-contact-form',
    folder: 'contact-form',
    summary: 'The contact form: the configured fields, the server\'s messages at each field, and a confirmation in place of the form.',
    attributes: [
      { name: 'component-id', type: 'string', required: true, description: 'The CMS component; sent as `componentId` so the server checks against its configuration.' },
      {
        name: 'fields',
        type: 'string',
        json: 'shown/required per field',
        required: true,
        description:
          '`{"email": {"shown": true, "required": true}, …}` for company, firstName, lastName, address, postalCode, city, email, phoneNumber, message; a field left out is not shown. A bad value gives a `ConfigError` and the fallback.',
      },
    ],
    events: [],
    cssProperties: themed(
      '--shop-font-family', '--shop-color-text', '--shop-color-border-strong', '--shop-color-accent', '--shop-color-danger',
      '--shop-color-warning-soft', '--shop-control-height', '--shop-radius',
    ),
    parts: [
      { name: 'vk-contact-form', description: 'The form, or the confirmation (modifier `--sent`)' },
      { name: 'vk-contact-form__row', description: 'A field group (modifiers `--1`, `--2`: fields side by side)' },
    ],
  },
  {
    tag: 'shop-checkout',
    folder: 'checkout',
    summary: 'The checkout: addresses, delivery, date, payment, voucher, terms, remarks, order overview and submit; read-only as the order confirmation.',
    attributes: [
      {
        name: 'initial',
        type: 'string',
        json: 'checkout model',
        description: 'The checkout model as the page has it (first paint without a request); without it the model is loaded.',
      },
      {
        name: 'readonly',
        type: "'true' | 'false'",
        default: 'false',
        description: 'Confirmation display: the same overview from `initial`, no inputs and no submit (e.g. `/checkout/bestaetigung`).',
      },
    ],
    events: ['shop:basket-change', 'shop:order-submit'],
    cssProperties: themed(
      '--shop-font-family', '--shop-color-text', '--shop-color-text-muted', '--shop-color-border', '--shop-color-border-strong',
      '--shop-color-accent', '--shop-color-success', '--shop-color-warning', '--shop-color-warning-soft', '--shop-color-danger',
      '--shop-control-height', '--shop-radius',
    ),
    parts: [
      { name: 'vk-checkout', description: 'The checkout (modifiers `--readonly`, `--empty`)' },
      { name: 'vk-checkout-section', description: 'One section with its heading and valid mark (modifier per module, e.g. `--lieferart`)' },
      { name: 'vk-checkout-overview', description: 'The order overview with lines and totals' },
      { name: 'vk-checkout-submit', description: 'Submit and back buttons with the reason when sending is not possible' },
      { name: 'vk-address-form', description: 'The address form inside the address dialog' },
    ],
  },
  {
    tag: 'shop-big-slider',
    folder: 'big-slider',
    summary: "The page's hero: image and video slides with title, text and button, turning every few seconds, with a pause button.",
    attributes: [
      {
        name: 'slides',
        type: 'string',
        json: 'Slide[]',
        required: true,
        description:
          'The slides of spec §3 (`itemId`, `sort`, `type` image or video, `imageUrl`, `title`, `text` (HTML, sanitised), `button`, `buttonUrl`, `colorMode` Light or Dark, `provider` YOUTUBE or VIMEO, `videoId`); a bad value gives a `ConfigError` and the fallback, an unknown type or provider the inline \'TYPE x NOT SUPPORTED\' / \'PROVIDER x NOT SUPPORTED\'.',
      },
      { name: 'interval', type: 'number', default: '5000', description: 'Milliseconds between slides (at least 1000). No autoplay under reduced motion.' },
      { name: 'label', type: 'string', default: "'Hervorgehoben'", description: 'Accessible name of the carousel.' },
    ],
    events: [],
    cssProperties: themed(
      '--shop-font-family', '--shop-font-family-heading', '--shop-color-text', '--shop-color-background', '--shop-color-accent',
      '--shop-color-on-accent', '--shop-color-surface-muted', '--shop-color-focus', '--shop-radius', '--shop-radius-large',
    ),
    parts: [
      { name: 'vk-big-slider', description: 'The slider as a whole' },
      { name: 'vk-big-slider__caption', description: 'Title, text and button over a slide (modifiers `--light`, `--dark`)' },
      { name: 'vk-big-slider__controls', description: 'Pause/play, arrows and dots' },
      { name: 'vk-consent', description: 'The placeholder of a video before consent' },
    ],
  },
  {
    tag: 'shop-image-carousel',
    folder: 'image-carousel',
    summary: "The article detail's image carousel with its zoomable lightbox, for content pages.",
    attributes: [
      {
        name: 'images',
        type: 'string',
        json: '{ urlDetailImage, urlLargeImage, alt }[]',
        required: true,
        description: 'The pictures: the carousel shows `urlDetailImage`, the lightbox `urlLargeImage`; a bad value gives a `ConfigError` and the fallback.',
      },
      { name: 'label', type: 'string', default: "'Bilder'", description: 'Accessible name of the carousel.' },
    ],
    events: [],
    cssProperties: themed('--shop-color-surface-muted', '--shop-color-border', '--shop-color-accent', '--shop-radius-large'),
    parts: [
      { name: 'vk-carousel', description: 'The carousel as a whole' },
      { name: 'vk-carousel__thumbs', description: 'The thumbnails below it' },
    ],
  },
  {
    tag: 'shop-map',
    folder: 'map',
    summary: 'A map with a marker and popup, loaded only after the shopper agrees (one consent for every map and video of the visit).',
    attributes: [
      { name: 'lat', type: 'number', required: true, description: 'Latitude of the marker and the centre (WGS84).' },
      { name: 'lng', type: 'number', required: true, description: 'Longitude of the marker and the centre (WGS84).' },
      { name: 'zoom', type: 'number', default: '12', description: 'Zoom level.' },
      { name: 'title', type: 'string', description: 'The place, shown in the placeholder and the popup.' },
      { name: 'content', type: 'string', description: 'The address or a short text (HTML, sanitised with DOMPurify).' },
      {
        name: 'map-style',
        type: 'string',
        default: "Mapbox streets with a token, none without",
        description: 'A style URL. Without a token the map draws with maplibre-gl and needs this style (e.g. one the shop serves itself, so no request leaves its origin).',
      },
      {
        name: 'access-token',
        type: 'string',
        default: 'config `mapboxToken`',
        description: 'A Mapbox token: with one the map draws with mapbox-gl.',
      },
    ],
    events: [],
    cssProperties: themed(
      '--shop-color-text', '--shop-color-background', '--shop-color-surface-muted', '--shop-color-border', '--shop-color-accent',
      '--shop-color-on-accent', '--shop-radius', '--shop-radius-large', '--shop-shadow',
    ),
    parts: [
      { name: 'vk-map', description: 'The map block as a whole' },
      { name: 'vk-consent', description: 'The placeholder with the address and the load button' },
      { name: 'vk-map__popup', description: "The marker's popup" },
    ],
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
