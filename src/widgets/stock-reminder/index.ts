export { StockReminder, type StockReminderProps } from './StockReminder.tsx';
