import type { Browser } from './driver.ts';

/**
 * Logs `email` (password demo1234) in through the demo's login form, in any engine, and waits until the page
 * it returns to shows the logout form. The Playwright-only tests use support/demo-shop.ts logIn.
 */
export async function logInAs(browser: Browser, email: string, returnUrl = '/'): Promise<void> {
  await browser.goto(`/account/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await browser.fill({ role: 'textbox', name: 'E-Mail' }, email);
  await browser.fill({ css: 'input[type=password]' }, 'demo1234');
  await browser.click({ role: 'button', name: 'Anmelden' });
  // The logout button is in the header from 40rem on and in the phone menu below: wait for the form itself.
  await browser.until(() => document.querySelector('form[action="/account/logout"]') !== null, null, 'logged in');
}
