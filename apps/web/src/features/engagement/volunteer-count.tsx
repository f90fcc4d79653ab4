// Placeholder until volunteering lands: the number of volunteers of a charity (or event), kept current on click.
export function VolunteerCount(_props: { organizationID: number; className?: string }) {
  return null;
}
