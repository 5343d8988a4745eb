import { useState } from 'react';
import type { Data, Language } from 'swissqrbill/types';
import type { QrBillPdfText } from './qr-bill-pdf.ts';

/** Hands the browser a file to save, as a download link does. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The PDF download: PDFKit and the PDF side of the library load on the first click only (their own chunk,
 * about as big as the rest of the page), then make the A4 QR-bill in the browser.
 */
export function useQrBillPdf(data: Data, language: Language, text: QrBillPdfText, fileName: string) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function download() {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const { qrBillPdf } = await import('./qr-bill-pdf.ts');
      saveFile(await qrBillPdf(data, language, text), fileName);
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return { busy, failed, download };
}
