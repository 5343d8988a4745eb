import * as pdfkit from 'pdfkit';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';
import HelveticaBold from 'pdfkit/standard-fonts/HelveticaBold';
import { toBlob } from 'pdfkit/output';
import { SwissQRBill } from 'swissqrbill/pdf';
import type { Data, Language } from 'swissqrbill/types';

/**
 * The fonts the payment part is set in (the guidelines allow Helvetica): the PDF's standard fonts, nothing embedded.
 * The browser build needs their metrics registered; the Node build (tests) reads them itself and has no such call.
 */
pdfkit.registerStdFonts?.(Helvetica, HelveticaBold);

const MM = 72 / 25.4;

export interface QrBillPdfText {
  /** "Rechnung R400028": the title, and the PDF's */
  title: string;
  /** lines under it (date, open amount, due date), in the page language */
  lines: readonly string[];
}

/**
 * The QR-bill as an A4 PDF, made in the browser (its own chunk, with PDFKit: loaded on the first click of the
 * download button): the shop and the invoice at the top, receipt and payment part at the bottom, with the
 * perforation lines and scissors the guidelines ask for on plain paper.
 */
export async function qrBillPdf(data: Data, language: Language, text: QrBillPdfText): Promise<Blob> {
  const doc = new pdfkit.default({ size: 'A4', margin: 20 * MM, info: { Title: text.title, Author: data.creditor.name } });
  const { creditor } = data;
  doc.font('Helvetica').fontSize(10);
  doc
    .text(creditor.name)
    .text([creditor.address, creditor.buildingNumber].filter(Boolean).join(' '))
    .text(`${creditor.zip} ${creditor.city}`);
  doc.moveDown(3);
  doc.font('Helvetica-Bold').fontSize(16).text(text.title);
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(10);
  // The standard fonts know no narrow no-break space (fr-CH's thousands separator): a plain one keeps the amount whole.
  for (const line of text.lines) doc.text(line.replace(/\u202f/g, '\u00a0'), { lineGap: 2 });
  // The guidelines' 105 mm at the foot of the page; the library finds the space on this page.
  new SwissQRBill(data, { language }).attachTo(doc as unknown as Parameters<SwissQRBill['attachTo']>[0]);
  doc.end();
  return toBlob(doc);
}
