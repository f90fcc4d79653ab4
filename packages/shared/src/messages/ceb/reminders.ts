import type { reminders as english } from '../en/reminders';
import type { Translation } from '../types';

/** The reminder a volunteer gets the day before an event: the email and the text message (SMS). */
export const reminders = {
  emailSubject: 'Pahinumdom: {{event}}, {{date}}',
  emailBody:
    'Maayong adlaw, {{name}}!\n\nPahinumdom nga mag-volunteer ka sa "{{event}}".\n\nKanus-a: {{date}}\nAsa: {{place}}\nImong check-in code: {{code}}\n\nIhatag kini nga code sa organizer pag-abot nimo aron maka-check in.\n\nIdugang sa imong kalendaryo: {{calendar}}\nTan-awa ang kalihokan: {{link}}\n\nKung dili na ka makaadto, palihug pag-withdraw sa page sa kalihokan aron makuha sa naa sa waitlist ang imong slot.\n\nDaghang salamat sa imong pag-volunteer!\nTabang',
  text: 'Pahinumdom sa Tabang: {{event}}, {{date}}, {{place}}. Check-in code: {{code}}. Mga text: {{settings}}',
} satisfies Translation<typeof english>;
