/*
 * When a text message (SMS) may go out. Texts that are not transactional wait for the day: they are sent only from
 * 8:00 to 20:00 Philippine time, and one due at night waits for the next 8:00 (decision 017).
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Philippine time is UTC+8 all year: the Philippines keeps no daylight saving time. */
const MANILA_OFFSET_MS = 8 * HOUR_MS;

/** The hours (Asia/Manila) texts that are not transactional are sent in: from 8:00, until (not at) 20:00. */
export const TEXT_HOURS = { from: 8, until: 20 } as const;

export type TextTiming = {
  /** Sent at any hour: something the person is waiting for at that moment (none yet; the API allows it). */
  transactional?: boolean;
  /** A text that would go out at or after this moment is of no more use (a reminder, once its event has begun). */
  notAfter?: Date;
};

/**
 * When a text asked for at `now` should be sent: `now` itself within the hours (or at any hour when transactional),
 * else the next 8:00 Philippine time; null when that is not before `notAfter`, and the text is to be skipped.
 */
export function textSendTime(now: Date, timing: TextTiming = {}): Date | null {
  let send = now.getTime();
  if (!timing.transactional) {
    const local = send + MANILA_OFFSET_MS;
    const midnight = Math.floor(local / DAY_MS) * DAY_MS;
    const sinceMidnight = local - midnight;
    if (sinceMidnight < TEXT_HOURS.from * HOUR_MS)
      send = midnight + TEXT_HOURS.from * HOUR_MS - MANILA_OFFSET_MS;
    else if (sinceMidnight >= TEXT_HOURS.until * HOUR_MS)
      send = midnight + DAY_MS + TEXT_HOURS.from * HOUR_MS - MANILA_OFFSET_MS;
  }
  if (timing.notAfter && send >= timing.notAfter.getTime()) return null;
  return new Date(send);
}
