import { startDemoShop } from '../tests/e2e/support/demo-shop.ts';
import { withFramePage } from '../tests/e2e/engines/frame-page.ts';
import { launchEngine } from '../tests/e2e/engines/engines.ts';
import { Browser } from '../tests/e2e/engines/driver.ts';
const shop = await startDemoShop({ wrapFetch: withFramePage });
const b = new Browser(await launchEngine('chromium', shop.url));
try {
  await b.driver.newVisitor({ width: 1440, height: 900 });
  await b.goto('/shop');
  await b.until(() => customElements.get('shop-article-list') !== undefined, null, 'def');
  console.log(await b.evaluate(() => [...document.querySelectorAll('fieldset')].map((f) => [f.getAttribute('aria-labelledby'), document.getElementById(f.getAttribute('aria-labelledby') ?? '')?.textContent, f.getClientRects().length, getComputedStyle(f).display, f.closest('[hidden],[aria-hidden="true"],[inert]')?.outerHTML.slice(0,100)]), null));
  console.log(await b.evaluate(() => { const i = [...document.querySelectorAll('input[type=checkbox]')][3] as HTMLInputElement; const s = getComputedStyle(i); return [i.outerHTML, s.display, s.visibility, i.getClientRects().length, i.labels?.[0]?.textContent]; }, null));
  console.log(await b.evaluate(() => [document.querySelector('shop-article-list')?.shadowRoot, document.querySelectorAll('fieldset').length, document.querySelector('shop-article-list')?.innerHTML.slice(0, 1500)], null));
  console.log(b.driver.errors);
} finally {
  await b.driver.close(); await shop.close();
}
