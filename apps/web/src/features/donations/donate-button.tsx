import { lazy, Suspense, useState } from 'react';

// The dialog's form (react-hook-form, zod and the schemas) is fetched when a person reaches for the button, not
// with the page.
const loadModal = () => import('./donation-modal');
const DonationModal = lazy(() => loadModal().then((m) => ({ default: m.DonationModal })));

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
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={props.className ?? 'btn-accent'}
        disabled={!props.organization}
        aria-haspopup="dialog"
        onPointerEnter={loadModal}
        onFocus={loadModal}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {props.label}
      </button>
      {props.organization && wanted && (
        <Suspense fallback={null}>
          <DonationModal
            open={open}
            onClose={() => setOpen(false)}
            organization={props.organization}
            event={props.event ?? null}
            closedReason={props.closedReason}
          />
        </Suspense>
      )}
    </>
  );
}
