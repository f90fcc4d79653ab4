/**
 * Monthly giving's emails, text and sandbox words: only the server uses them, so they stay out of the catalogue
 * every web page loads (as decision 029 keeps page texts out of it).
 */
export const monthlyMail = {
  planTitle: '{{amount}} a month to {{charity}}',
  paused: 'Your monthly gift to {{charity}} is paused.',
  resumed: 'Your monthly gift to {{charity}} is on again. Next gift: {{date}}.',
  cancelled: 'Your monthly gift to {{charity}} is cancelled.',
  alreadyCancelled:
    'This monthly gift was cancelled, so it cannot be changed. Start a new one from the charity’s page.',
  notActive: 'This monthly gift is paused or cancelled, so it cannot be paid now.',
  alreadyPaid: 'This month’s gift is paid already. Thank you!',
  startedSubject: 'Your monthly gift to {{charity}} has started',
  startedBody:
    'Hi {{name}},\n\nThank you for giving {{amount}} every month to {{recipient}}. This month’s gift is paid: its receipt comes in an email of its own. {{how}} The next gift is due on {{date}}.',
  startedAuto: 'Each month after, your {{method}} is charged automatically and you get a receipt.',
  startedReminder:
    'Each month after, we email you a link to pay that month’s gift, as {{method}} cannot be charged automatically.',
  reminderSubject: 'Your monthly gift to {{charity}} is due',
  reminderBody:
    'Hi {{name}},\n\nYour monthly gift of {{amount}} to {{recipient}} is due today, {{date}}. {{method}} cannot be charged automatically, so here is the link to pay this month’s gift:\n{{pay}}\n\nThank you for giving every month.',
  secondReminderSubject: 'Your monthly gift to {{charity}} is still unpaid',
  secondReminderBody:
    'Hi {{name}},\n\nThis month’s gift of {{amount}} to {{recipient}}, due on {{date}}, is not paid yet. If you still wish to give it, pay here:\n{{pay}}\n\nThis is the last reminder for this month.',
  pausedSubject: 'Your monthly gift to {{charity}} is paused',
  pausedBody:
    'Hi {{name}},\n\nWe could not charge your {{method}} for this month’s gift of {{amount}} to {{recipient}}, and a second try three days later failed too. Nothing was taken. Your monthly giving is paused: resume it once your {{method}} can be charged again, or pay this month’s gift now:\n{{pay}}',
  skippedSubject: 'This month’s gift to {{charity}} was not taken',
  skippedBody:
    'Hi {{name}},\n\n{{charity}} cannot take donations right now ({{reason}}), so this month’s gift of {{amount}} was not taken. Your monthly giving stays on and tries again next month.',
  reasonUnverified: 'it is awaiting verification',
  reasonSuspended: 'it is suspended',
  endedSubject: 'Your monthly gift to {{event}} has ended',
  endedBody:
    'Hi {{name}},\n\n{{event}} is {{reason}}, so your monthly gift of {{amount}} to it has ended and nothing more will be taken. Thank you for your gifts. To keep giving to {{charity}}, start a new monthly gift on its page: {{link}}',
  reasonOver: 'over',
  reasonCancelled: 'cancelled',
  links:
    'Manage this monthly gift without signing in:\nPause: {{pause}}\nResume: {{resume}}\nCancel: {{cancel}}\nAll your gifts: {{giving}}',
  text: 'Tabang: your monthly gift of {{amount}} to {{charity}} is due. Pay: {{pay}}',
  sandboxSaveHeading: 'Later monthly charges of this card or wallet',
  sandboxSaveOk: 'Succeed',
  sandboxSaveDecline: 'Are declined (to try a failed charge)',
} as const;
