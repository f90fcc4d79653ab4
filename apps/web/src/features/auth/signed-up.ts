/**
 * What sign-up hands the login page in the router's state, never in the URL (where it would stay in the history,
 * logs and referrers): the new account's email, so the login form opens filled in.
 */
export type SignedUpState = { signedUpEmail: string };

/** The email sign-up passed along, or null when the login page was opened any other way. */
export function signedUpEmail(state: unknown): string | null {
  const email = (state as Partial<SignedUpState> | null)?.signedUpEmail;
  return typeof email === 'string' && email !== '' ? email : null;
}
