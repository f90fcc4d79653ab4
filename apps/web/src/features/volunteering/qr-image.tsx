import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';

/**
 * A check-in code's QR, drawn in the browser as an SVG data URL (sharp at any size, no canvas needed). The QR library is imported here only, so it loads
 * with My volunteering, or on an event page only for someone holding a slot ("You're in"), never for other readers.
 * A pledge slip draws its code with it too, saying so in `alt`.
 */
export function QrImage({ code, alt }: { code: string; alt?: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(code, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [code]);
  if (failed) return <p className="text-sm text-stone-600">{t('volunteering.qrFailed')}</p>;
  return src ? (
    <img
      src={src}
      width={192}
      height={192}
      alt={alt ?? t('volunteering.qrAlt', { code })}
      className="rounded-lg bg-white"
    />
  ) : (
    <div className="size-48 motion-safe:animate-pulse rounded-lg bg-stone-100" aria-hidden="true" />
  );
}

/**
 * A volunteer's check-in code: its QR beside the code in large letters, under a heading of the section's level,
 * with what the page adds below the code.
 */
export function CheckInCodeWithQr({
  code,
  heading: Heading,
  children,
}: {
  code: string;
  heading: 'h3' | 'h4';
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <QrImage code={code} />
      <div>
        <Heading className="text-sm font-semibold text-stone-700">{t('volunteering.codeHeading')}</Heading>
        <p
          className="font-mono text-3xl font-bold tracking-widest text-stone-900"
          data-testid="check-in-code"
        >
          {code}
        </p>
        {children}
      </div>
    </>
  );
}
