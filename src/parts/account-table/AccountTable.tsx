import type { ReactNode } from 'react';
import type { AccountPage } from '../../core/account/index.ts';
import { accountPageUrl } from '../../core/account/index.ts';
import { usePageLocation } from '../../core/state/index.ts';
import { Pager, Spinner } from '../../core/ui/index.ts';

export interface AccountColumn<Item> {
  /** The column head; on phones it labels each value, since rows stack there. */
  header: string;
  cell: (item: Item) => ReactNode;
  /** A modifier for the cell, e.g. `amount` (right-aligned). */
  modifier?: string;
}

export interface AccountTableProps<Item> {
  /** Names the table (its caption, read by screen readers). */
  caption: string;
  list: AccountPage<Item> | null;
  loading: boolean;
  onPageChange: (page: number) => void;
  columns: AccountColumn<Item>[];
  rowKey: (item: Item) => string | number;
  rowModifier?: (item: Item) => string | null;
  /** Said when the customer has none (e.g. 'Sie haben noch keine Bestellungen.'). */
  emptyText: string;
  /** Said when no page could be loaded at all (the §8 toast says why). */
  failedText: string;
  className: string;
}

/** The paged table of orders and invoices: one table, the shared pager, the loading overlay. */
export function AccountTable<Item>({
  caption,
  list,
  loading,
  onPageChange,
  columns,
  rowKey,
  rowModifier,
  emptyText,
  failedText,
  className,
}: AccountTableProps<Item>) {
  // Real links (`?page=2`), which the server writes too: the pager works before and without script.
  const page = usePageLocation();
  return (
    <div className={`vk-account-table ${className}`} aria-busy={loading}>
      {list && list.items.length > 0 && (
        <table className="vk-account-table__table">
          <caption className="vk-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.modifier ? `vk-account-table__cell--${column.modifier}` : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.items.map((item) => {
              const modifier = rowModifier?.(item);
              return (
                <tr
                  key={rowKey(item)}
                  className={modifier ? `vk-account-table__row vk-account-table__row--${modifier}` : 'vk-account-table__row'}
                >
                  {columns.map((column) => {
                    const content = column.cell(item);
                    // An empty value (a credit note's status and due date) has no label on the phone card either.
                    const empty = content === null || content === undefined || content === false || content === '';
                    const classes = [
                      column.modifier ? `vk-account-table__cell--${column.modifier}` : '',
                      empty ? 'vk-account-table__cell--empty' : '',
                    ]
                      .filter(Boolean)
                      .join(' ');
                    return (
                      <td key={column.header} data-label={empty ? undefined : column.header} className={classes || undefined}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {list && list.items.length === 0 && <p className="vk-account-table__empty">{emptyText}</p>}
      {!list && !loading && <p className="vk-account-table__empty">{failedText}</p>}
      {list && (
        <Pager
          page={list.page}
          pageSize={list.pageSize}
          totalRecordCount={list.totalItems}
          hrefForPage={(pageNumber) => accountPageUrl(pageNumber, page)}
          onPageChange={onPageChange}
        />
      )}
      {loading && <Spinner overlay />}
    </div>
  );
}
