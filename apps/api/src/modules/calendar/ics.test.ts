import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar } from './ics';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');
/** RFC 5545 §3.1: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and newlines, and drops carriage returns', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nfg');
  });
  it('keeps colons, quotes and tabs, and drops other control characters', () => {
    expect(escapeText('Time: 8:00 "sharp"\tok\u0007\u0000')).toBe('Time: 8:00 "sharp"\tok');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds long ASCII at 75 octets, continuations starting with one space', () => {
    const line = `DESCRIPTION:${'x'.repeat(300)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(4);
    expect(physical[0]).toHaveLength(75);
    for (const [i, part] of physical.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (i > 0) expect(part).toMatch(/^ [^ ]/);
    }
    expect(unfold(folded)).toBe(line);
  });

  it('never splits a multi-byte character, and unfolding restores the text', () => {
    const text = 'Pagtabang sa mga biktima sa baha sa Davao — ñ ₱ 😀 '.repeat(12);
    const line = `SUMMARY:${escapeText(text)}`;
    const folded = foldLine(line);
    // Decoding fails on a split sequence; each physical line must be whole UTF-8 on its own.
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(decoder.decode(Buffer.from(part, 'utf8'))).toBe(part);
    }
    expect(unfold(folded)).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });
});

describe('writeCalendar', () => {
  const event = {
    uid: 'event-7@tabang.example',
    start: new Date('2026-12-05T00:30:00.000Z'),
    end: new Date('2026-12-05T04:00:00.000Z'),
    summary: 'Coastal clean-up; bring gloves, hats \\ water',
    location: 'Times Beach, Davao City',
    description: `Line one\nLine two — ñ ₱ 😀 ${'long '.repeat(40)}`,
    url: 'https://tabang.example/event/7',
  };
  const stamp = new Date('2026-11-23T08:00:00.123Z');

  it('writes one event to publish, CRLF only, every line within 75 octets, and a parser reads it back', () => {
    const text = writeCalendar({ events: [event], stamp });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const lines = unfold(text).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'UID:event-7@tabang.example',
        'DTSTAMP:20261123T080000Z',
        'DTSTART:20261205T003000Z',
        'DTEND:20261205T040000Z',
        'SUMMARY:Coastal clean-up\\; bring gloves\\, hats \\\\ water',
        'STATUS:CONFIRMED',
      ]),
    );
    expect(lines.some((line) => line.startsWith('X-WR-CALNAME'))).toBe(false);

    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.location).toBe(event.location);
    expect(parsed.description).toBe(event.description);
    expect(parsed.startDate.toJSDate().toISOString()).toBe(event.start.toISOString());
    expect(parsed.endDate.toJSDate().toISOString()).toBe(event.end.toISOString());
    expect(vevent.getFirstPropertyValue('url')).toBe(event.url);
  });

  it('names a feed and asks to refresh it, without a method', () => {
    const text = writeCalendar({
      events: [],
      stamp,
      feed: { name: 'My, calendar', description: 'Mine', refreshMinutes: 60 },
    });
    const calendar = new ICAL.Component(ICAL.parse(text));
    // Escaped as TEXT, as Apple writes it (parsers keep unknown X- values raw).
    expect(text).toContain('X-WR-CALNAME:My\\, calendar\r\n');
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT60M\r\n');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
  });
});
