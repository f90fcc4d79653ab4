import type { monthlyMail as english } from '../en/monthly-mail';
import type { Translation } from '../types';

/** Monthly giving's emails, text and sandbox words (the server's only). */
export const monthlyMail = {
  planTitle: '{{amount}} bawat buwan sa {{charity}}',
  paused: 'Naka-pause na ang iyong buwanang donasyon sa {{charity}}.',
  resumed: 'Tuloy na muli ang iyong buwanang donasyon sa {{charity}}. Susunod na donasyon: {{date}}.',
  cancelled: 'Kinansela na ang iyong buwanang donasyon sa {{charity}}.',
  alreadyCancelled:
    'Kinansela na ang buwanang donasyong ito, kaya hindi na ito mababago. Magsimula ng bago mula sa pahina ng charity.',
  notActive: 'Naka-pause o kinansela ang buwanang donasyong ito, kaya hindi ito mababayaran ngayon.',
  alreadyPaid: 'Bayad na ang donasyon ngayong buwan. Salamat!',
  startedSubject: 'Nagsimula na ang iyong buwanang donasyon sa {{charity}}',
  startedBody:
    'Hi {{name}},\n\nSalamat sa pagbibigay ng {{amount}} bawat buwan sa {{recipient}}. Bayad na ang donasyon ngayong buwan: darating ang resibo nito sa hiwalay na email. {{how}} Ang susunod na donasyon ay takdang bayaran sa {{date}}.',
  startedAuto:
    'Sa bawat susunod na buwan, awtomatikong sisingilin ang iyong {{method}} at makakatanggap ka ng resibo.',
  startedReminder:
    'Sa bawat susunod na buwan, ii-email ka namin ng link para bayaran ang donasyon ng buwang iyon, dahil hindi awtomatikong masisingil ang {{method}}.',
  reminderSubject: 'Takdang bayaran na ang iyong buwanang donasyon sa {{charity}}',
  reminderBody:
    'Hi {{name}},\n\nTakdang bayaran ngayong araw, {{date}}, ang iyong buwanang donasyon na {{amount}} sa {{recipient}}. Hindi awtomatikong masisingil ang {{method}}, kaya narito ang link para bayaran ang donasyon ngayong buwan:\n{{pay}}\n\nSalamat sa pagbibigay buwan-buwan.',
  secondReminderSubject: 'Hindi pa bayad ang iyong buwanang donasyon sa {{charity}}',
  secondReminderBody:
    'Hi {{name}},\n\nHindi pa bayad ang donasyon ngayong buwan na {{amount}} sa {{recipient}}, na takdang bayaran noong {{date}}. Kung nais mo pa itong ibigay, magbayad dito:\n{{pay}}\n\nIto na ang huling paalala ngayong buwan.',
  pausedSubject: 'Naka-pause ang iyong buwanang donasyon sa {{charity}}',
  pausedBody:
    'Hi {{name}},\n\nHindi namin masingil ang iyong {{method}} para sa donasyon ngayong buwan na {{amount}} sa {{recipient}}, at hindi rin gumana ang ikalawang subok makalipas ang tatlong araw. Walang nakuha. Naka-pause ang iyong buwanang pagbibigay: ituloy ito kapag masisingil na muli ang iyong {{method}}, o bayaran ngayon ang donasyon ngayong buwan:\n{{pay}}',
  skippedSubject: 'Hindi kinuha ang donasyon ngayong buwan sa {{charity}}',
  skippedBody:
    'Hi {{name}},\n\nHindi muna makatanggap ng donasyon ang {{charity}} ({{reason}}), kaya hindi kinuha ang donasyon ngayong buwan na {{amount}}. Nananatiling naka-on ang iyong buwanang pagbibigay at susubok muli sa susunod na buwan.',
  reasonUnverified: 'hinihintay pa nito ang beripikasyon',
  reasonSuspended: 'suspendido ito',
  endedSubject: 'Tapos na ang iyong buwanang donasyon sa {{event}}',
  endedBody:
    'Hi {{name}},\n\n{{reason}} na ang {{event}}, kaya tapos na ang iyong buwanang donasyon na {{amount}} dito at wala nang sisingilin. Salamat sa iyong mga donasyon. Para patuloy na magbigay sa {{charity}}, magsimula ng bagong buwanang donasyon sa pahina nito: {{link}}',
  reasonOver: 'Tapos',
  reasonCancelled: 'Kinansela',
  links:
    'Pamahalaan ang buwanang donasyong ito nang hindi nagsa-sign in:\nI-pause: {{pause}}\nItuloy: {{resume}}\nI-cancel: {{cancel}}\nLahat ng donasyon mo: {{giving}}',
  text: 'Tabang: takdang bayaran na ang buwanang donasyon mo na {{amount}} sa {{charity}}. Bayad: {{pay}}',
  sandboxSaveHeading: 'Mga susunod na buwanang singil sa card o wallet na ito',
  sandboxSaveOk: 'Matagumpay',
  sandboxSaveDecline: 'Tinatanggihan (para subukan ang bigong singil)',
} as const satisfies Translation<typeof english>;
