import type { reminders as english } from '../en/reminders';
import type { Translation } from '../types';

/** The reminder a volunteer gets the day before an event: the email and the text message (SMS). */
export const reminders = {
  emailSubject: 'Paalala: {{event}}, {{date}}',
  emailBody:
    'Kumusta, {{name}}!\n\nPaalala na magvo-volunteer ka sa "{{event}}".\n\nKailan: {{date}}\nSaan: {{place}}\nIyong check-in code: {{code}}\n\nIbigay ang code na ito sa organizer pagdating mo para makapag-check in.\n\nIdagdag sa kalendaryo mo: {{calendar}}\nTingnan ang event: {{link}}\n\nKung hindi ka na makakapunta, paki-withdraw sa page ng event para makuha ng nasa waitlist ang slot mo.\n\nSalamat po sa pag-volunteer!\nTabang',
  text: 'Paalala ng Tabang: {{event}}, {{date}}, {{place}}. Check-in code: {{code}}. Mga text: {{settings}}',
} satisfies Translation<typeof english>;
