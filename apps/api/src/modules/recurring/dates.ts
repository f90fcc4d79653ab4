/*
 * A plan's due days, as Philippine dates (YYYY-MM-DD): each month on the day of its first gift, or the month's last
 * day when the month is shorter (a plan begun on the 31st gives on 28 or 29 February).
 */

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (value: number) => String(value).padStart(2, '0');

/** The due day of a plan anchored on `anchorDay` in the month `year`-`month` (1–12). */
export function dueDayIn(year: number, month: number, anchorDay: number): string {
  return `${year}-${pad(month)}-${pad(Math.min(anchorDay, daysIn(year, month)))}`;
}

/** The first due day on or after `from` (strictly after, with `after`). */
export function nextDueDay(anchorDay: number, from: string, after = false): string {
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  for (;;) {
    const due = dueDayIn(year, month, anchorDay);
    if (after ? due > from : due >= from) return due;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** `date` moved on by `days`. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The month a due day belongs to: a plan's cycle, taken once. */
export const periodOf = (date: string) => date.slice(0, 7);
