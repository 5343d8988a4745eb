/**
 * The part of PDFKit 0.20's browser build that qr-bill-pdf.ts uses (the package ships no types; @types/pdfkit
 * describes 0.17, without the standard-font registration and the output helpers).
 */
declare module 'pdfkit' {
  export interface PDFDocumentOptions {
    size?: string;
    margin?: number;
    info?: { Title?: string; Author?: string };
    lang?: string;
  }
  export interface TextOptions {
    width?: number;
    lineGap?: number;
    paragraphGap?: number;
  }
  export default class PDFDocument {
    constructor(options?: PDFDocumentOptions);
    font(name: string): this;
    fontSize(size: number): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    moveDown(lines?: number): this;
    end(): void;
  }
  /** Makes a standard PDF font (its metrics, a module of 'pdfkit/standard-fonts/…') usable by name. */
  export const registerStdFonts: ((...fonts: unknown[]) => void) | undefined;
}
declare module 'pdfkit/standard-fonts/Helvetica' {
  const font: unknown;
  export default font;
}
declare module 'pdfkit/standard-fonts/HelveticaBold' {
  const font: unknown;
  export default font;
}
declare module 'pdfkit/output' {
  import type PDFDocument from 'pdfkit';
  export function toBlob(document: PDFDocument): Promise<Blob>;
}
