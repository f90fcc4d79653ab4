/** A path parameter that can be an id; anything else is treated as not found without asking the server. */
export function parseId(value: string | undefined): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647
    ? Number(value)
    : null;
}
