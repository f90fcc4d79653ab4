import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * pdfkit and the fonts of every PDF we make (receipts, certificates, reports), loaded by the first PDF a process
 * makes and shared by every one after: DejaVu Sans has the peso sign (U+20B1), which the PDF standard fonts lack,
 * and is embedded (subset), so a PDF reads the same everywhere. Parsing the fonts for each PDF took about 40 ms of
 * a receipt's 50. Imported here, not at the top: the compiled server loads every package it imports at the top when
 * it starts, and these are memory a web server that makes no PDF never needs.
 */
const loaded = async () => {
  const [{ default: PDFDocument }, { create }] = await Promise.all([import('pdfkit'), import('fontkit')]);
  const open = (file: string) => create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  return { PDFDocument, body: open('DejaVuSans.ttf'), bold: open('DejaVuSans-Bold.ttf') };
};
let pdfKit: ReturnType<typeof loaded> | undefined;

/** A new document in the body font, with the fonts registered as 'body' and 'bold'. */
export async function newPdf(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  pdfKit ??= loaded();
  const { PDFDocument, body, bold } = await pdfKit;
  // pdfkit takes a parsed font wherever its types say a file name or its bytes.
  const doc = new PDFDocument({ ...options, font: body as unknown as string });
  doc.registerFont('body', body as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);
  return doc;
}
