import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

const require = createRequire(import.meta.url);
const open = (file: string) => create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))) as Font;

/**
 * The fonts of every PDF we make (receipts, certificates, reports): DejaVu Sans has the peso sign (U+20B1), which
 * the PDF standard fonts lack, and is embedded (subset), so a PDF reads the same everywhere. Parsed once and shared
 * by every document: parsing them for each took about 40 ms of a receipt's 50, in the job that emails receipts.
 */
const PDF_FONTS = { body: open('DejaVuSans.ttf'), bold: open('DejaVuSans-Bold.ttf') };

// pdfkit takes a parsed font wherever its types say a file name or its bytes.
/** A new document's `font` option: the body font, so that no other is loaded. */
export const PDF_FONT_DEFAULT = PDF_FONTS.body as unknown as string;

/** Registers the fonts on a new document as 'body' and 'bold'. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont('body', PDF_FONTS.body as unknown as Buffer);
  doc.registerFont('bold', PDF_FONTS.bold as unknown as Buffer);
}
