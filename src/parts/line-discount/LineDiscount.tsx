import { formatChf } from '../../core/format.ts';
import { useT } from '../../i18n/use-t.ts';

export interface LineDiscountProps {
  /** The back office's name of the discount, e.g. "Aktion −20 %". */
  bezeichnung: string;
  /** Its amount on the line, in the customer's VAT display: negative for a discount, positive for a surcharge. */
  betrag: number;
  /** Class of the amount's span, for a surcharge (the row's amount column). */
  amountClassName?: string;
}

/**
 * A line's discount under a price that already has it taken off: "Aktion −20 %: Sie sparen CHF 33.60", not
 * "CHF -33.60", which read as a second deduction (issue 36). A surcharge keeps its name and amount.
 */
export function LineDiscount({ bezeichnung, betrag, amountClassName }: LineDiscountProps) {
  const t = useT();
  if (betrag < 0) return <span>{t('warenkorb.rabattErsparnis', { bezeichnung, betrag: formatChf(-betrag) })}</span>;
  return (
    <>
      <span>{bezeichnung}</span> <span className={amountClassName}>{formatChf(betrag)}</span>
    </>
  );
}
