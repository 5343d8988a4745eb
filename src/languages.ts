/**
 * `languages.js`: the language functions for CMS pages that load the elements with loader.js and no bundler
 * (README "Languages"). An entry of the islands build (tsup.config.ts) beside the loader: it imports the
 * runtime file, so it works on the page's one lingui instance and store, and a page that never imports it
 * loads none of it. The ICU compiler comes later still, on the first registerCatalogue() call.
 */
export { registerCatalogue, setAcceptLanguage, setLanguage, type Catalogue } from './index.ts';
