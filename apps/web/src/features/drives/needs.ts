import { type Event, type Need, stillNeeded } from '@tabang/shared';

/** How many units of a need a pledge may still take: what is still needed, and none once it was marked enough. */
export const pledgeable = (need: Need): number => (need.enough ? 0 : stillNeeded(need));

/** The received and pledged (on its way) shares of the bar, in percent of what is needed (together at most 100). */
export function needShares(need: Need): { received: number; pledged: number } {
  if (need.quantityNeeded <= 0) return { received: 0, pledged: 0 };
  const received = Math.min(100, (need.quantityReceived / need.quantityNeeded) * 100);
  const pledged = Math.min(100 - received, (need.quantityPledged / need.quantityNeeded) * 100);
  return { received, pledged };
}

/** Philippine time is UTC+8 all year: a moment's calendar day there, as an <input type="date"> writes it. */
export const manilaDate = (at: Date | string) =>
  new Date(new Date(at).getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The days a pledge may say the goods will come: from today to the drive's last day (Philippine dates). */
export function pledgeDays(event: Pick<Event, 'dateAndTimeStart' | 'dateAndTimeEnd'>, now = new Date()) {
  return { from: manilaDate(now), to: manilaDate(event.dateAndTimeEnd ?? event.dateAndTimeStart) };
}

/** A drop-off point on Google Maps, found by its name and address in Davao City. */
export const mapLink = (point: { name: string; address: string; barangay: string }) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${point.name}, ${point.address}, ${point.barangay}, Davao City`,
  )}`;

/** A phone number as a tel: link dials it (digits and a leading +). */
export const telLink = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
