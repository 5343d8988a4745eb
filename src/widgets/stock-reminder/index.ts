export { StockReminder, type StockReminderProps } from './StockReminder.tsx';
export { submitErinnerung } from './reminder-actions.ts';
