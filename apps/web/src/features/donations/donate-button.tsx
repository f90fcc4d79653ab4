// Placeholder until donations land: the button that opens the donation modal.
export function DonateButton(props: {
  organization: { organizationID: number; organizationName: string } | null;
  event?: { eventID: number; nameOfEvent: string } | null;
  label: string;
  className?: string;
}) {
  return (
    <button type="button" className={props.className ?? 'btn-accent'} disabled={!props.organization}>
      {props.label}
    </button>
  );
}
