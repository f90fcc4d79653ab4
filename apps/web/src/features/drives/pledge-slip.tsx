import type { Dropoff } from '@tabang/shared';
import { useTranslation } from '../../lib/i18n';
import { QrImage } from '../volunteering/qr-image';
import { mapLink, telLink } from './needs';

const linkClass = 'text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** A drop-off point's address, barangay, hours and contact (a tel: link), with its map link. */
export function DropoffDetails({ point }: { point: Omit<Dropoff, 'dropoffID'> }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="break-words text-stone-700">
        {point.address}, {t('reliefDrives.barangay', { barangay: point.barangay })}
      </p>
      <p className="text-stone-700">{t('reliefDrives.hours', { hours: point.hours })}</p>
      <p className="break-words text-stone-700">
        {t('reliefDrives.contact', { name: point.contactName })}{' '}
        <a className={linkClass} href={telLink(point.contactNumber)}>
          {point.contactNumber}
        </a>
      </p>
      <p>
        <a className={linkClass} href={mapLink(point)} target="_blank" rel="noopener noreferrer">
          {t('reliefDrives.openMap', { name: point.name })}
        </a>
      </p>
    </>
  );
}

/**
 * A pledge slip: the code in large type and as a QR, which the drop-off desk types or scans, with where the goods
 * go. `heading` is the level of the slip's own heading in its page.
 */
export function PledgeSlip({
  code,
  what,
  dropoff,
  expectedOn,
  heading: Heading,
}: {
  code: string;
  /** "10 sacks of rice": what the pledge brings. */
  what: string;
  dropoff: Omit<Dropoff, 'dropoffID'>;
  /** The day the goods are expected, as the reader says it. */
  expectedOn: string;
  heading: 'h3' | 'h4';
}) {
  const { t } = useTranslation();
  return (
    <div
      className="grid gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3 text-sm"
      data-testid="pledge-slip"
    >
      <div className="flex flex-wrap items-center gap-4">
        <QrImage code={code} alt={t('reliefDrives.qrAlt', { code })} />
        <div className="min-w-0">
          <Heading className="font-semibold text-stone-700">{t('reliefDrives.codeHeading')}</Heading>
          <p
            className="font-mono text-3xl font-bold tracking-widest text-stone-900"
            data-testid="pledge-code"
          >
            {code}
          </p>
          <p className="mt-1 max-w-xs text-stone-600">{t('reliefDrives.codeHelp')}</p>
        </div>
      </div>
      <p className="font-semibold break-words text-stone-900">{what}</p>
      <p className="text-stone-700">{t('reliefDrives.expectedOn', { date: expectedOn })}</p>
      <div>
        <p className="font-semibold break-words text-stone-900">
          {t('reliefDrives.dropoffAt', { name: dropoff.name })}
        </p>
        <DropoffDetails point={dropoff} />
      </div>
    </div>
  );
}
