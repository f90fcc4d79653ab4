import { useState } from 'react';
import { DonationModal } from './donation-modal';

/**
 * DONATE NOW on a charity or Donate Now on an event: opens the donation dialog. Disabled until the charity is
 * known, because a donation needs it.
 */
export function DonateButton(props: {
  organization: { organizationID: number; organizationName: string } | null;
  event?: { eventID: number; nameOfEvent: string } | null;
  label: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={props.className ?? 'btn-accent'}
        disabled={!props.organization}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {props.label}
      </button>
      {props.organization && (
        <DonationModal
          open={open}
          onClose={() => setOpen(false)}
          organization={props.organization}
          event={props.event ?? null}
        />
      )}
    </>
  );
}
