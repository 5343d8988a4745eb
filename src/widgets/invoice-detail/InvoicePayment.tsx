import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react';
import { useId, useMemo } from 'react';
import type { Invoice } from '../../core/api/index.ts';
import { configAtom } from '../../core/state/index.ts';
import { formatChf, formatDate } from '../../core/format.ts';
import { useT } from '../../i18n/use-t.ts';
import { billLanguage, isPayable, qrBillData } from './qr-bill-data.ts';
import { QrBill } from './QrBill.tsx';
import { useOnlinePayment } from './use-online-payment.ts';
import { useQrBillPdf } from './use-qr-bill-pdf.ts';
import type { Data, Language } from 'swissqrbill/types';

function PdfDownload({ invoice, data, language }: { invoice: Invoice; data: Data; language: Language }) {
  const t = useT();
  const title = t('rechnung.titel', { belegart: invoice.belegart, nummer: invoice.belegNr });
  const lines = [
    t('zahlen.pdfDatum', { datum: formatDate(invoice.datum) }),
    t('zahlen.pdfOffen', { betrag: formatChf(invoice.totalOpen) }),
    ...(invoice.zahlbarBis ? [t('zahlen.pdfZahlbarBis', { datum: formatDate(invoice.zahlbarBis) })] : []),
  ];
  const pdf = useQrBillPdf(data, language, { title, lines }, t('zahlen.pdfDatei', { nummer: invoice.belegNr }));
  return (
    <>
      <button type="button" className="vk-button vk-button--secondary" aria-busy={pdf.busy} onClick={() => void pdf.download()}>
        {t('zahlen.pdf')}
      </button>
      <p className="vk-invoice__pay-error" role="status">
        {pdf.failed ? t('zahlen.pdfFehler') : ''}
      </p>
    </>
  );
}

/**
 * "Rechnung bezahlen" (issue 35) for an open or partly paid invoice: the QR-bill's payment part for the open
 * amount (when the page config names the creditor), its A4 PDF, and online payment with the methods the back
 * end offers. Nothing for a paid or cancelled invoice or a credit note.
 */
export function InvoicePayment({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const id = useId();
  const { creditor } = useAtomValue(configAtom);
  const { i18n } = useLingui();
  const language = billLanguage(i18n.locale);
  const message = t('rechnung.titel', { belegart: invoice.belegart, nummer: invoice.belegNr });
  // One object per invoice and message, so the payment part is drawn once, not on every render.
  const data = useMemo(() => qrBillData(invoice, creditor, message), [invoice, creditor, message]);
  const online = useOnlinePayment(invoice.id);
  if (!isPayable(invoice)) return null;
  const zahlungsarten = invoice.zahlung?.zahlungsarten ?? [];
  return (
    <section className="vk-invoice__pay" aria-labelledby={`${id}-pay`}>
      <h3 id={`${id}-pay`} className="vk-invoice__subheading">
        {t('zahlen.titel')}
      </h3>
      {data && (
        <div className="vk-invoice__pay-qr">
          <h4 className="vk-invoice__pay-heading">{t('zahlen.qrTitel')}</h4>
          <p className="vk-invoice__pay-hint">{t('zahlen.qrHinweis')}</p>
          <QrBill data={data} language={language} label={t('zahlen.qrBild', { betrag: formatChf(invoice.totalOpen) })} />
          <PdfDownload invoice={invoice} data={data} language={language} />
        </div>
      )}
      {zahlungsarten.length > 0 && (
        <div className="vk-invoice__pay-online" role="group" aria-labelledby={`${id}-online`}>
          <h4 id={`${id}-online`} className="vk-invoice__pay-heading">
            {t('zahlen.online')}
          </h4>
          <div className="vk-invoice__pay-methods">
            {zahlungsarten.map((zahlungsart) => (
              <button
                key={zahlungsart.id}
                type="button"
                className="vk-button vk-button--primary vk-invoice__pay-method"
                aria-busy={online.busy === zahlungsart.id}
                disabled={online.busy !== null && online.busy !== zahlungsart.id}
                onClick={() => void online.pay(zahlungsart.id)}
              >
                {zahlungsart.logoUrl && <img src={zahlungsart.logoUrl} alt="" width="32" height="20" loading="lazy" />}
                {t('zahlen.onlineMit', { zahlungsart: zahlungsart.recordDisplayName, betrag: formatChf(invoice.totalOpen) })}
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
