import { lazy, Suspense, useState } from 'react';
import type { ArtikelErinnerungData, ArtikelErinnerungMetaData } from '../../core/api/index.ts';
import { useT } from '../../i18n/use-t.ts';

export interface StockReminderProps {
  artikelId: number;
  /** Prefill (e.g. the logged-in customer's name and e-mail). */
  data?: ArtikelErinnerungData | null | undefined;
  /** Labels and required flags of the fields; German defaults, all required, without it. */
  metaData?: ArtikelErinnerungMetaData | null | undefined;
  einleitungstext?: string | null | undefined;
}

// The form, its fields and the modal load with the first click, not with every detail page.
const ReminderDialog = lazy(() => import('./ReminderDialog.tsx'));

/** The button that opens the stock reminder dialog (spec §2 Article detail, §4 Stock reminder dialog). */
export function StockReminder(props: StockReminderProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="vk-button vk-button--secondary vk-reminder__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('erinnerung.oeffnen')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReminderDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
