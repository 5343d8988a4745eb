/** Swiss VAT, standard rate (ARCHITECTURE.md §6 pricing): article prices, the back office's totals and the footer. */
export const MWST_PROZENT = 8.1;
