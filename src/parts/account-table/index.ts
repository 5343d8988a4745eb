/** The paged table shared by the orders and the invoices (ARCHITECTURE.md §2: parts live apart from features). */
export { AccountTable, type AccountColumn, type AccountTableProps } from './AccountTable.tsx';
