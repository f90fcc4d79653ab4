import { calendarUtc, PRODUCT_NAME } from '@tabang/shared';

/** One VEVENT. Times are instants, written in UTC. */
export type IcsEvent = {
  /** Stable and unique across every calendar (`event-<id>@<host>`), so calendar apps update rather than duplicate. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /** Absolute. */
  url: string;
  /** A cancelled event stays in the file as CANCELLED, so a calendar that imported it shows that it is off. */
  cancelled?: boolean;
};

export type IcsCalendar = {
  events: IcsEvent[];
  /** When the file was made: every VEVENT's DTSTAMP. */
  stamp: Date;
  /** A single event to add (METHOD:PUBLISH); a feed has no method but a name and a refresh interval. */
  feed?: { name: string; description: string; refreshMinutes: number };
};

const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';
const encoder = new TextEncoder();

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks written as \n, carriage
 * returns dropped. No other control character may appear in a TEXT value (tab may), so they go too.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\r/g, '')
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, '\\n')
    .replace(/[^\P{Cc}\t]/gu, '');
}

/**
 * A content line folded (§3.1): no physical line longer than 75 octets of UTF-8, a continuation starting with one
 * space (which counts towards its 75), and never inside a character's multi-octet sequence.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

const property = (name: string, value: string) => foldLine(`${name}:${value}`);

function vevent(event: IcsEvent, stamp: Date): string[] {
  return [
    'BEGIN:VEVENT',
    property('UID', event.uid),
    property('DTSTAMP', calendarUtc(stamp)),
    property('DTSTART', calendarUtc(event.start)),
    property('DTEND', calendarUtc(event.end)),
    property('SUMMARY', escapeText(event.summary)),
    property('LOCATION', escapeText(event.location)),
    property('DESCRIPTION', escapeText(event.description)),
    // A URI, not TEXT: written as it is (an http URL holds no line breaks).
    property('URL', event.url),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** A whole iCalendar file (RFC 5545): CRLF line endings, folded lines, one VEVENT per event. */
export function writeCalendar(calendar: IcsCalendar): string {
  const { feed } = calendar;
  const head = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    property('PRODID', `-//${PRODUCT_NAME}//${PRODUCT_NAME} Davao//EN`),
    'CALSCALE:GREGORIAN',
    ...(feed
      ? [
          property('X-WR-CALNAME', escapeText(feed.name)),
          property('X-WR-CALDESC', escapeText(feed.description)),
          // How often to ask again: RFC 7986's property, and Apple's and Outlook's older one.
          `REFRESH-INTERVAL;VALUE=DURATION:PT${feed.refreshMinutes}M`,
          `X-PUBLISHED-TTL:PT${feed.refreshMinutes}M`,
        ]
      : ['METHOD:PUBLISH']),
  ];
  const lines = [
    ...head,
    ...calendar.events.flatMap((event) => vevent(event, calendar.stamp)),
    'END:VCALENDAR',
  ];
  return lines.join(CRLF) + CRLF;
}
