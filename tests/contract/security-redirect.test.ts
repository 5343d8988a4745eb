// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { commerceShop } from '../support/commerce-shop.ts';
import type { DemoSession } from '../support/demo-session.ts';

/** Issue 15 point 1: returnUrl may only lead to a path of the shop itself. */
const LEAVING = [
  '/\t/evil.example/phish', // browsers drop the tab: //evil.example/phish
  '/\n/evil.example',
  '//evil.example/phish',
  '/\\evil.example', // browsers read \ as /
  'https://evil.example/',
  'javascript:alert(1)',
];
const HEADER_SPLITTING = '/\r\nSet-Cookie: vinothek_session=attacker';

function loginPost(s: DemoSession, returnUrl: string): Promise<Response> {
  const form = new URLSearchParams({
    userName: 'demo@vinothek.ch',
    password: 'demo1234',
    returnUrl,
    __RequestVerificationToken: s.csrfToken,
  });
  return s.request('/account/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
}

const returnUrlField = (html: string): string | undefined => /name="returnUrl" value="([^"]*)"/.exec(html)?.[1];

describe('returnUrl (open redirect)', () => {
  it.each(LEAVING)('the login page does not keep %j', async (evil) => {
    const s = await commerceShop().visitor();
    const res = await s.request(`/account/login?returnUrl=${encodeURIComponent(evil)}`);
    expect(res.status).toBe(200);
    expect(returnUrlField(await res.text())).toBe('/');
  });

  it.each(LEAVING)('after the login the shop redirects to itself, not to %j', async (evil) => {
    const s = await commerceShop().visitor();
    const res = await loginPost(s, evil);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });

  it.each(LEAVING)('a logged-in visitor is not sent away by a plain GET with %j', async (evil) => {
    const s = await commerceShop().customer();
    const res = await s.request(`/account/login?returnUrl=${encodeURIComponent(evil)}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });

  it('a returnUrl with CR/LF neither fails (500) nor splits the answer', async () => {
    const s = await commerceShop().customer();
    const get = await s.request(`/account/login?returnUrl=${encodeURIComponent(HEADER_SPLITTING)}`);
    expect(get.status).toBe(302);
    expect(get.headers.get('location')).toBe('/');
    const anonymous = await commerceShop().visitor();
    const post = await loginPost(anonymous, HEADER_SPLITTING);
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toBe('/');
    expect(post.headers.get('set-cookie')).not.toContain('attacker');
  });

  it('keeps a path of the shop with its query', async () => {
    const s = await commerceShop().visitor();
    const res = await loginPost(s, '/shop?aktionen=true&page=2');
    expect(res.headers.get('location')).toBe('/shop?aktionen=true&page=2');
  });
});
