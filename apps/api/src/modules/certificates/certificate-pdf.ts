import {
  type Deductibility,
  formatPeso,
  NOTICE_OF_DONATION_CENTAVOS,
  pesosInWords,
  RECEIPT_TIME_ZONE,
  toPesos,
} from '@tabang/shared';
import { dateFormatter, t } from '../../i18n';
import { startPdf } from '../giving/receipt-pdf';

/** What a Certificate of Donation (page 1 of BIR Form 2322, the donee's part) shows; the service fills it in. */
export type CertificateContent = {
  number: string;
  issuedAt: Date;
  donee: {
    name: string;
    tin: string;
    address: string;
    birRegistrationNumber: string;
    birRegistrationValidUntil: string;
    pcncAccreditationNumber: string | null;
    deductibility: Deductibility;
  };
  donor: { name: string; tin: string; address: string };
  donatedAt: Date;
  amountCentavos: number;
  paymentMethod: string;
  receiptNumber: string;
};

/** One gift of a yearly statement. */
export type StatementLine = {
  receiptNumber: string;
  charity: string;
  completedAt: Date;
  amountCentavos: number;
};

const day = dateFormatter({ dateStyle: 'long', timeZone: RECEIPT_TIME_ZONE });
const calendarDay = (date: string) => day(new Date(`${date}T12:00:00+08:00`));
const pesos = (centavos: number) => formatPeso(toPesos(centavos), 2);

/**
 * The Certificate of Donation, pre-filled for the donee's authorized representative to sign: the institution, the
 * donor, the cash gift in figures and words, and the signature block. The Notice of Donation reminder for ₱50,000
 * or more.
 */
export async function renderCertificatePdf(c: CertificateContent): Promise<Buffer> {
  const title = t('certificates.certificate.title');
  const { doc, done, row, note, width, margin } = await startPdf(
    `${title} (${t('certificates.certificate.form')})`,
    {
      Title: `${title} ${c.number}`,
      CreationDate: c.issuedAt,
    },
  );
  const heading = (text: string) => {
    doc.moveDown(0.5);
    doc.font('bold').fontSize(12).fillColor('black').text(text, margin, doc.y);
    doc.moveDown(0.4);
  };

  row(t('certificates.certificate.number'), c.number, { bold: true, size: 13 });
  row(t('certificates.certificate.date'), day(c.issuedAt));

  heading(t('certificates.certificate.doneeHeading'));
  row(t('certificates.certificate.doneeName'), c.donee.name);
  row(t('certificates.certificate.tin'), c.donee.tin);
  row(t('certificates.certificate.address'), c.donee.address);
  row(
    t('certificates.certificate.registration'),
    `${c.donee.birRegistrationNumber}\n${t('certificates.certificate.validUntil', {
      date: calendarDay(c.donee.birRegistrationValidUntil),
    })}`,
  );
  if (c.donee.pcncAccreditationNumber)
    row(t('certificates.certificate.pcnc'), c.donee.pcncAccreditationNumber);
  row(t('certificates.certificate.deductibility'), t(`certificates.donee.${c.donee.deductibility}`));

  heading(t('certificates.certificate.donorHeading'));
  row(t('certificates.certificate.donorName'), c.donor.name);
  row(t('certificates.certificate.tin'), c.donor.tin);
  row(t('certificates.certificate.address'), c.donor.address);

  heading(t('certificates.certificate.donationHeading'));
  row(t('certificates.certificate.donationDate'), day(c.donatedAt));
  row(t('certificates.certificate.kind'), t('certificates.certificate.cash'));
  row(t('certificates.certificate.amount'), pesos(c.amountCentavos), { bold: true, size: 15 });
  row(t('certificates.certificate.amountInWords'), pesosInWords(c.amountCentavos));
  row(
    t('certificates.certificate.payment'),
    t('certificates.certificate.paymentValue', { method: c.paymentMethod, receipt: c.receiptNumber }),
  );

  doc.moveDown(0.5);
  doc
    .font('body')
    .fontSize(10)
    .fillColor('black')
    .text(t('certificates.certificate.certify'), margin, doc.y, {
      width,
    });
  // The signature block: a line to sign on, then the representative's position and TIN, written by hand.
  for (const label of [
    t('certificates.certificate.signature'),
    t('certificates.certificate.position'),
    t('certificates.certificate.representativeTin'),
  ]) {
    doc.moveDown(1.6);
    doc
      .moveTo(margin, doc.y)
      .lineTo(margin + width / 2, doc.y)
      .strokeColor('black')
      .lineWidth(0.7)
      .stroke();
    doc.moveDown(0.2);
    note(label);
  }
  doc.moveDown(1);
  if (c.amountCentavos >= NOTICE_OF_DONATION_CENTAVOS) {
    doc.font('bold').fontSize(10).fillColor('black').text(t('certificates.certificate.noticeOfDonation'), {
      width,
    });
    doc.moveDown(0.5);
  }
  note(t('certificates.certificate.prepared'));
  doc.end();
  return done;
}

/** The yearly statement: every completed gift of the year with its receipt number, and the total. */
export async function renderStatementPdf(statement: {
  year: number;
  donorName: string;
  lines: StatementLine[];
}): Promise<Buffer> {
  const title = t('certificates.statement.title');
  const { doc, done, row, note, width, margin, muted } = await startPdf(
    `${title}: ${t('certificates.statement.year', { year: statement.year })}`,
    { Title: `${title} ${statement.year}`, CreationDate: new Date() },
  );
  row(t('certificates.statement.donor'), statement.donorName);
  doc.moveDown(0.5);
  // Receipt, charity, date, amount: fixed columns, the amount right-aligned.
  const columns = [
    { x: margin, w: 110 },
    { x: margin + 115, w: width - 115 - 195 },
    { x: margin + width - 190, w: 90 },
    { x: margin + width - 95, w: 95, align: 'right' as const },
  ];
  const line = (cells: string[], font: 'body' | 'bold', color = 'black') => {
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, i) => {
      const { x, w, align } = columns[i]!;
      doc.font(font).fontSize(9.5).fillColor(color).text(cell, x, y, { width: w, align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = margin;
    doc.y = bottom + 4;
  };
  line(
    [
      t('certificates.statement.receipt'),
      t('certificates.statement.charity'),
      t('certificates.statement.date'),
      t('certificates.statement.amount'),
    ],
    'bold',
    muted,
  );
  for (const gift of statement.lines)
    line([gift.receiptNumber, gift.charity, day(gift.completedAt), pesos(gift.amountCentavos)], 'body');
  const total = statement.lines.reduce((sum, gift) => sum + gift.amountCentavos, 0);
  doc.moveDown(0.3);
  line(['', t('certificates.statement.total'), '', pesos(total)], 'bold');
  doc.moveDown(1.5);
  note(t('certificates.statement.note'));
  doc.end();
  return done;
}
