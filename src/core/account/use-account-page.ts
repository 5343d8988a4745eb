import { historyModeFor, lastPageFor, pagedUrl, pageFromUrl } from '../paging/paging.ts';
import { usePagedQuery } from '../paging/use-paged-query.ts';
import type { PageLocation } from '../state/index.ts';

/** An account list page as the API gives it (spec §3 Order list; invoices alike). */
export interface AccountPage<Item> {
  page: number;
  pageSize: number;
  totalItems: number;
  items: Item[];
}

/**
 * The list's own address for a page (`page` left out for 1), on the page at `address`: usePageLocation() where
 * the server renders too; the browser's own address when the list moves to a page.
 */
export function accountPageUrl(page: number, address: Pick<PageLocation, 'pathname' | 'search'> = location): string {
  return pagedUrl(address.pathname, new URLSearchParams(address.search), page);
}

/**
 * Orders and invoices (spec §2, §7): one page at a time from the server, the address carries `page`
 * (`abc` reads as 1, a page past the end lands on the last), Back and Forward restore pages shown before,
 * and a failed call keeps the last good page.
 */
export function useAccountPage<Item>(initial: AccountPage<Item> | undefined, fetchPage: (page: number) => Promise<AccountPage<Item>>) {
  const { view, pending, load } = usePagedQuery<number, AccountPage<Item>, AccountPage<Item>, 'page'>({
    initial,
    defaultMode: 'page',
    readUrl: (search) => pageFromUrl(new URLSearchParams(search).get('page')),
    urlFor: (page) => accountPageUrl(page),
    fetchPage: (page) => fetchPage(page),
    queryOf: (answer) => answer.page,
    pageOf: (page) => page,
    withPage: (_, page) => page,
    lastPageOf: (answer) => lastPageFor(answer.totalItems, answer.pageSize),
    itemCountOf: (answer) => answer.items.length,
    viewOf: (answer) => answer,
  });
  const goToPage = (page: number) => load(page, 'page', historyModeFor('navigation'));
  return { list: view, loading: pending !== null, goToPage };
}
