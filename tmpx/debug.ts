import { startDemoShop } from '../tests/e2e/support/demo-shop.ts';
import { withFramePage } from '../tests/e2e/engines/frame-page.ts';
import { launchEngine } from '../tests/e2e/engines/engines.ts';
import { Browser } from '../tests/e2e/engines/driver.ts';
const shop = await startDemoShop({ wrapFetch: withFramePage });
const engine = (process.argv[2] ?? 'chromium') as 'chromium';
let t = Date.now();
const b = new Browser(await launchEngine(engine, shop.url));
console.log('launch', Date.now() - t);
try {
  for (const vp of [{ width: 375, height: 812 }, { width: 1440, height: 900 }]) {
    t = Date.now();
    await b.driver.newVisitor(vp);
    await b.goto('/shop');
    await b.waitFor({ role: 'button', name: 'In den Warenkorb' }).catch((e) => console.log(String(e)));
    console.log(vp.width, Date.now() - t, await b.evaluate(() => [innerWidth, innerHeight, location.href], null));
    console.log(JSON.stringify(await b.evaluate(() => vkLayout(), null), null, 1));
    await b.driver.screenshot(`/tmp/eng/${engine}-${vp.width}.png`);
  }
  await b.click({ role: 'checkbox', name: /Rotwein/, within: { role: 'group', name: 'Weinart' } });
  await b.waitForUrl(/egruppe=rotwein/);
  console.log('filtered', b.driver.errors);
} finally {
  await b.driver.close(); await shop.close();
}
