/** The demo back office counts the cut-off exactly as the checkout element does (spec §5, §9; Europe/Zurich). */
export {
  CUTOFF_HOUR,
  SHOP_TIME_ZONE,
  addDays,
  earliestLieferdatum,
  formatDatum,
  isRealDate,
  zurichDateAndHour,
} from '../../../src/widgets/checkout/delivery-date.ts';
