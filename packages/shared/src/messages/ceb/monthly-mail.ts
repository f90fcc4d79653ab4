import type { monthlyMail as english } from '../en/monthly-mail';
import type { Translation } from '../types';

/** Monthly giving's emails, text and sandbox words (the server's only). */
export const monthlyMail = {
  planTitle: '{{amount}} matag bulan sa {{charity}}',
  paused: 'Naka-pause na ang imong binulan nga donasyon sa {{charity}}.',
  resumed: 'Padayon na usab ang imong binulan nga donasyon sa {{charity}}. Sunod nga donasyon: {{date}}.',
  cancelled: 'Gi-cancel na ang imong binulan nga donasyon sa {{charity}}.',
  alreadyCancelled:
    'Gi-cancel na kini nga binulan nga donasyon, busa dili na kini mausab. Pagsugod og bag-o gikan sa panid sa charity.',
  notActive: 'Naka-pause o gi-cancel kini nga binulan nga donasyon, busa dili kini mabayran karon.',
  alreadyPaid: 'Bayad na ang donasyon karong bulana. Salamat!',
  startedSubject: 'Nagsugod na ang imong binulan nga donasyon sa {{charity}}',
  startedBody:
    'Hi {{name}},\n\nSalamat sa paghatag og {{amount}} matag bulan sa {{recipient}}. Nabayran na ang donasyon karong bulana: moabot ang resibo niini sa laing email. {{how}} Ang sunod nga donasyon takna sa pagbayad sa {{date}}.',
  startedAuto: 'Matag sunod nga bulan, awtomatikong singilon ang imong {{method}} ug makadawat ka og resibo.',
  startedReminder:
    'Matag sunod nga bulan, i-email ka namo og link aron bayran ang donasyon niadtong bulana, kay dili awtomatikong masingil ang {{method}}.',
  reminderSubject: 'Takna na sa pagbayad sa imong binulan nga donasyon sa {{charity}}',
  reminderBody:
    'Hi {{name}},\n\nTakna na karong adlawa, {{date}}, sa pagbayad sa imong binulan nga donasyon nga {{amount}} sa {{recipient}}. Dili awtomatikong masingil ang {{method}}, busa ania ang link aron bayran ang donasyon karong bulana:\n{{pay}}\n\nSalamat sa paghatag matag bulan.',
  secondReminderSubject: 'Wala pa mabayri ang imong binulan nga donasyon sa {{charity}}',
  secondReminderBody:
    'Hi {{name}},\n\nWala pa mabayri ang donasyon karong bulana nga {{amount}} sa {{recipient}}, nga takna sa pagbayad niadtong {{date}}. Kung gusto pa nimo kini ihatag, bayad dinhi:\n{{pay}}\n\nKini na ang katapusang pahinumdom karong bulana.',
  pausedSubject: 'Naka-pause ang imong binulan nga donasyon sa {{charity}}',
  pausedBody:
    'Hi {{name}},\n\nWala namo masingil ang imong {{method}} para sa donasyon karong bulana nga {{amount}} sa {{recipient}}, ug napakyas usab ang ikaduhang sulay human sa tulo ka adlaw. Walay nakuha. Naka-pause ang imong binulan nga paghatag: ipadayon kini kung masingil na usab ang imong {{method}}, o bayri karon ang donasyon karong bulana:\n{{pay}}',
  skippedSubject: 'Wala makuha ang donasyon karong bulana sa {{charity}}',
  skippedBody:
    'Hi {{name}},\n\nDili sa pagkakaron makadawat og donasyon ang {{charity}} ({{reason}}), busa wala makuha ang donasyon karong bulana nga {{amount}}. Magpabilin nga naka-on ang imong binulan nga paghatag ug mosulay pag-usab sa sunod bulan.',
  reasonUnverified: 'naghulat pa kini sa beripikasyon',
  reasonSuspended: 'gisuspinde kini',
  endedSubject: 'Nahuman na ang imong binulan nga donasyon sa {{event}}',
  endedBody:
    'Hi {{name}},\n\n{{reason}} na ang {{event}}, busa nahuman na ang imong binulan nga donasyon nga {{amount}} niini ug wala nay singilon. Salamat sa imong mga donasyon. Aron magpadayon sa paghatag sa {{charity}}, pagsugod og bag-ong binulan nga donasyon sa panid niini: {{link}}',
  reasonOver: 'Nahuman',
  reasonCancelled: 'Gi-cancel',
  links:
    'Dumalaha kini nga binulan nga donasyon bisan dili mo-sign in:\nI-pause: {{pause}}\nIpadayon: {{resume}}\nI-cancel: {{cancel}}\nTanan nimong donasyon: {{giving}}',
  text: 'Tabang: takna na sa pagbayad sa imong binulan nga donasyon nga {{amount}} sa {{charity}}. Bayad: {{pay}}',
  sandboxSaveHeading: 'Mga sunod nga binulan nga singil niini nga card o wallet',
  sandboxSaveOk: 'Molampos',
  sandboxSaveDecline: 'Gibalibaran (aron sulayan ang napakyas nga singil)',
} as const satisfies Translation<typeof english>;
