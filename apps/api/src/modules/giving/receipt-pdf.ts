import { formatPeso, pesosInWords, RECEIPT_TIME_ZONE, toPesos } from '@tabang/shared';
import { dateFormatter, t } from '../../i18n';
import { newPdf } from '../../lib/pdf-fonts';
import { tributeText } from '../donations/tributes';

/** What a receipt shows; the service decides who may see it and fills it in. */
export type ReceiptContent = {
  number: string;
  completedAt: Date;
  donorName: string;
  charityName: string;
  charityAddress: string;
  eventName: string | null;
  /** "In memory of NAME" / "In honour of NAME", already in the receipt's language; null without a tribute. */
  tribute: string | null;
  amountCentavos: number;
  /** Already in human form (GCash, 7-Eleven…). */
  paymentMethod: string;
  providerRef: string | null;
  reqId: string;
};

const MARGIN = 56;
const LABEL_WIDTH = 170;
const MUTED = '#555555';
const ACCENT = '#0f766e';

/** In the language the receipt is made in (the request's, or the donor's for the email). */
const dateTime = dateFormatter({ dateStyle: 'long', timeStyle: 'short', timeZone: RECEIPT_TIME_ZONE });

/**
 * An A4 document with our fonts and the Tabang header, ready for the caller's title and rows: `row` writes a muted
 * label with its value beside it; `done` is the PDF once `doc.end()` is called.
 */
export async function startPdf(title: string, info: { Title: string; CreationDate: Date }) {
  const doc = await newPdf({ size: 'A4', margin: MARGIN, info: { ...info, Author: t('receipts.brand') } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  doc.font('bold').fontSize(26).fillColor(ACCENT).text(t('receipts.brand'));
  doc.font('body').fontSize(10).fillColor(MUTED).text(t('receipts.tagline'));
  doc.moveDown(1.5);
  doc.font('bold').fontSize(18).fillColor('black').text(title);
  doc.moveDown(0.3);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor(ACCENT)
    .lineWidth(1)
    .stroke();
  doc.moveDown(1);

  const row = (label: string, value: string, options: { bold?: boolean; size?: number } = {}) => {
    const y = doc.y;
    doc
      .font('body')
      .fontSize(10)
      .fillColor(MUTED)
      .text(label, MARGIN, y, { width: LABEL_WIDTH - 10 });
    const labelBottom = doc.y;
    doc
      .font(options.bold ? 'bold' : 'body')
      .fontSize(options.size ?? 11)
      .fillColor('black')
      .text(value, MARGIN + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
    doc.x = MARGIN;
    doc.y = Math.max(doc.y, labelBottom) + 8;
  };
  /** A small muted paragraph across the page. */
  const note = (text: string) => {
    doc.font('body').fontSize(9).fillColor(MUTED).text(text, MARGIN, doc.y, { width });
  };
  return { doc, done, row, note, width, margin: MARGIN, muted: MUTED };
}

/** One A4 page: the Tabang header, then each fact of the donation on its own labelled row. */
export async function renderReceiptPdf(receipt: ReceiptContent): Promise<Buffer> {
  const { doc, done, row, note } = await startPdf(t('receipts.title'), {
    Title: `${t('receipts.title')} ${receipt.number}`,
    CreationDate: receipt.completedAt,
  });

  row(t('receipts.number'), receipt.number, { bold: true, size: 13 });
  row(t('receipts.date'), dateTime(receipt.completedAt));
  row(t('receipts.donor'), receipt.donorName);
  row(t('receipts.charity'), `${receipt.charityName}\n${receipt.charityAddress}`);
  if (receipt.eventName) row(t('receipts.event'), receipt.eventName);
  if (receipt.tribute)
    row(
      tributeText((texts) => texts.receiptLabel),
      receipt.tribute,
    );
  row(t('receipts.amount'), formatPeso(toPesos(receipt.amountCentavos), 2), { bold: true, size: 15 });
  row(t('receipts.amountInWords'), pesosInWords(receipt.amountCentavos));
  row(t('receipts.paymentMethod'), receipt.paymentMethod);
  row(t('receipts.gatewayReference'), receipt.providerRef ?? t('receipts.none'));
  row(t('receipts.requestId'), receipt.reqId);

  doc.moveDown(1.5);
  note(t('receipts.note'));
  doc.end();
  return done;
}
