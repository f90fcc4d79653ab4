import { Suspense, useState } from 'react';
import { ChunkBoundary, lazyRetrying } from '../../app/chunk-boundary';
import { useTranslation } from '../../lib/i18n';

// The dialog's form (react-hook-form, zod and the schemas) is fetched when a person reaches for the button, not
// with the page. It is precached for offline use; should it still fail to load, the button says why.
const loadModal = () => import('./donation-modal');
const DonationModal = lazyRetrying(() => loadModal().then((m) => ({ default: m.DonationModal })));

/**
 * DONATE NOW on a charity or Donate Now on an event: opens the donation dialog. Disabled until the charity is
 * known, because a donation needs it. With `closedReason` (a catalogue text: the charity awaits verification, the
 * event has ended) the dialog says that instead of offering an amount.
 */
export function DonateButton(props: {
  organization: { organizationID: number; organizationName: string } | null;
  event?: { eventID: number; nameOfEvent: string } | null;
  label: string;
  className?: string;
  closedReason?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // Each press tries the dialog's chunk again, should the last try have failed.
  const [presses, setPresses] = useState(0);
  return (
    <>
      <button
        type="button"
        className={props.className ?? 'btn-accent'}
        disabled={!props.organization}
        aria-haspopup="dialog"
        onPointerEnter={() => loadModal().catch(() => undefined)}
        onFocus={() => loadModal().catch(() => undefined)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
          setPresses((count) => count + 1);
        }}
      >
        {props.label}
      </button>
      {props.organization && wanted && (
        <ChunkBoundary
          resetKey={String(presses)}
          fallback={() => (
            <p role="alert" className="mt-2 text-sm text-amber-900">
              {t('offline.needsConnection')}
            </p>
          )}
        >
          <Suspense fallback={null}>
            <DonationModal
              open={open}
              onClose={() => setOpen(false)}
              organization={props.organization}
              event={props.event ?? null}
              closedReason={props.closedReason}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
