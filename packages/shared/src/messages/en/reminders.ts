/** The reminder a volunteer gets the day before an event: the email and the text message (SMS). */
export const reminders = {
  emailSubject: 'Reminder: {{event}}, {{date}}',
  emailBody:
    'Hi {{name}},\n\nA reminder that you are volunteering at "{{event}}".\n\nWhen: {{date}}\nWhere: {{place}}\nYour check-in code: {{code}}\n\nGive this code to the organizer when you arrive, to check in.\n\nAdd it to your calendar: {{calendar}}\nSee the event: {{link}}\n\nIf you can no longer come, please withdraw on the event page so someone on the waitlist can take your place.\n\nThank you for volunteering!\nTabang',
  /** At most 160 characters with the event's name and place cut to fit (modules/volunteering/reminders.ts). */
  text: 'Tabang reminder: {{event}}, {{date}}, {{place}}. Check-in code: {{code}}. Texts: {{settings}}',
} as const;
