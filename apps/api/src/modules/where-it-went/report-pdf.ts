import { type EventReport, formatPeso, PH_TIME_ZONE } from '@tabang/shared';
import { dateFormatter, t } from '../../i18n';
import { newPdf } from '../../lib/pdf-fonts';

const MARGIN = 56;
const MUTED = '#555555';
const ACCENT = '#0f766e';

/** A YYYY-MM-DD day in the current language ("December 3, 2026"). */
const dayFormat = dateFormatter({ timeZone: 'UTC', dateStyle: 'long' });
const dayText = (day: string) => dayFormat(new Date(`${day}T00:00:00Z`));
const dateText = dateFormatter({ timeZone: PH_TIME_ZONE, dateStyle: 'long' });
const pesos = (amount: number) => formatPeso(amount, 2);
const count = (value: number) => value.toLocaleString('en-PH');

/**
 * The report as A4 pages, in the current language (the caller runs it in the reader's): the money, the goods
 * received and distributed, each distribution, how many gave, and whether the charity published it as final.
 */
export async function renderReportPdf(report: EventReport, madeAt: Date): Promise<Buffer> {
  const doc = await newPdf({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${t('whereItWent.pdf.title')}: ${report.eventName}`,
      Author: t('receipts.brand'),
      CreationDate: madeAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor(ACCENT)
      .lineWidth(1)
      .stroke();
    doc.moveDown(0.6);
  };
  const heading = (text: string) => {
    doc.moveDown(0.8);
    doc.font('bold').fontSize(14).fillColor('black').text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.2);
    rule();
  };
  /** A row of cells across the page, each its share of the width; the row as tall as its tallest cell. */
  const row = (cells: string[], shares: number[], options: { bold?: boolean; muted?: boolean } = {}) => {
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    cells.forEach((cell, index) => {
      const cellWidth = width * shares[index]!;
      doc
        .font(options.bold ? 'bold' : 'body')
        .fontSize(10)
        .fillColor(options.muted ? MUTED : 'black')
        .text(cell, x, y, { width: cellWidth - 8, align: index === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
      x += cellWidth;
    });
    doc.x = MARGIN;
    doc.y = bottom + 4;
  };

  doc.font('bold').fontSize(22).fillColor(ACCENT).text(t('receipts.brand'));
  doc.font('bold').fontSize(18).fillColor('black').text(t('whereItWent.pdf.title'));
  doc
    .font('body')
    .fontSize(12)
    .text(t('whereItWent.pdf.subtitle', { event: report.eventName, charity: report.organizationName }));
  doc.moveDown(0.3);
  doc
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      report.publishedAt
        ? t('whereItWent.pdf.published', { date: dateText(new Date(report.publishedAt)) })
        : t('whereItWent.pdf.draft'),
    );

  heading(t('whereItWent.pdf.money'));
  const money: [string, number, boolean][] = [
    [t('whereItWent.pdf.online'), report.money.online, false],
    [t('whereItWent.pdf.offline'), report.money.offline, false],
    [t('whereItWent.pdf.total'), report.money.total, true],
    [t('whereItWent.pdf.spent'), report.money.spent, false],
  ];
  for (const [label, amount, bold] of money) row([label, pesos(amount)], [0.7, 0.3], { bold });
  doc.moveDown(0.3);
  doc
    .font('body')
    .fontSize(10)
    .fillColor('black')
    .text(
      t(report.donors.count === 1 ? 'whereItWent.pdf.donors_one' : 'whereItWent.pdf.donors_other', {
        count: count(report.donors.count),
        anonymous: count(report.donors.anonymous),
      }),
      MARGIN,
      doc.y,
      { width },
    );

  heading(t('whereItWent.pdf.goods'));
  if (report.goods.length === 0)
    doc
      .font('body')
      .fontSize(10)
      .fillColor(MUTED)
      .text(t('whereItWent.pdf.noGoods'), MARGIN, doc.y, { width });
  else {
    const shares = [0.5, 0.25, 0.25];
    row(
      [t('whereItWent.pdf.item'), t('whereItWent.pdf.received'), t('whereItWent.pdf.distributed')],
      shares,
      {
        muted: true,
      },
    );
    for (const line of report.goods)
      row([`${line.item} (${line.unit})`, count(line.received), count(line.distributed)], shares);
  }

  heading(t('whereItWent.pdf.distributions'));
  if (report.distributions.length === 0)
    doc
      .font('body')
      .fontSize(10)
      .fillColor(MUTED)
      .text(t('whereItWent.pdf.noDistributions'), MARGIN, doc.y, { width });
  for (const distribution of report.distributions) {
    const households = t(
      distribution.households === 1 ? 'whereItWent.pdf.households_one' : 'whereItWent.pdf.households_other',
      { count: count(distribution.households) },
    );
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('black')
      .text(
        `${dayText(distribution.distributedOn)} · ${distribution.barangay} · ${households}`,
        MARGIN,
        doc.y,
        {
          width,
        },
      );
    doc
      .font('body')
      .text(
        distribution.items.map((item) => `${count(item.quantity)} ${item.unit} ${item.item}`).join(', '),
        MARGIN + 12,
        doc.y,
        { width: width - 12 },
      );
    doc.moveDown(0.4);
  }

  doc.moveDown(1);
  doc
    .font('body')
    .fontSize(8)
    .fillColor(MUTED)
    .text(t('whereItWent.pdf.footer', { date: dateText(madeAt) }), MARGIN, doc.y, { width });
  doc.end();
  return done;
}
