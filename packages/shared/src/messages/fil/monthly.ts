import type { monthly as english } from '../en/monthly';
import type { Translation } from '../types';

/** Monthly giving (decision 030): the dialog's option, the plans on My giving, the plan links' page, the refusals. */
export const monthly = {
  giveMonthly: 'Magbigay buwan-buwan',
  giveMonthlyHint:
    'Parehong donasyon bawat buwan, simula sa isang ito. Puwedeng i-pause o i-cancel anumang oras.',
  chooseMethod: 'Piliin kung paano ka magbabayad para makapagbigay buwan-buwan.',
  modeAuto: 'Awtomatikong sisingilin ang iyong {{method}} bawat buwan, sa araw ng unang donasyong ito.',
  modeReminder:
    'Hindi awtomatikong masisingil ang {{method}}, kaya bawat buwan ay ii-email ka namin (at ite-text, kung naka-on ang text) ng link para bayaran ang donasyon ng buwang iyon.',
  submit: 'Magbigay ng {{amount}} buwan-buwan',
  methodRequired:
    'Piliin kung paano ka magbabayad: kailangan ng paraan ng pagbabayad ang buwanang pagbibigay.',
  planInvalid: 'Hindi wasto ang buwanang plano na iyan.',
  linkInvalid:
    'Hindi wasto ang link na ito. Mag-sign in at buksan ang Aking mga donasyon para pamahalaan ang iyong buwanang pagbibigay.',
  plansHeading: 'Buwanang pagbibigay',
  plansLoading: 'Nilo-load ang iyong buwanang pagbibigay...',
  plansLoadFailed: 'Hindi ma-load ang iyong buwanang pagbibigay.',
  plansEmpty: 'Wala ka pang buwanang donasyon. Piliin ang “Magbigay buwan-buwan” kapag nag-donate ka.',
  planTitle: '{{amount}} bawat buwan sa {{charity}}',
  statuses: { active: 'Aktibo', paused: 'Naka-pause', cancelled: 'Kinansela' },
  modes: { auto: 'Awtomatikong sinisingil', reminder: 'Buwanang paalala na may link sa pagbabayad' },
  nextDue: 'Susunod na donasyon: {{date}}',
  gifts_one: '{{count}} donasyon sa ngayon',
  gifts_other: '{{count}} donasyon sa ngayon',
  pause: 'I-pause',
  resume: 'Ituloy',
  cancel: 'I-cancel ang plano',
  cancelQuestion:
    'I-cancel ang iyong buwanang donasyon na {{amount}} sa {{charity}}? Wala nang sisingilin at wala nang paalalang ipapadala.',
  cancelConfirm: 'Oo, i-cancel',
  cancelKeep: 'Huwag',
  changeFailed: 'Hindi iyon gumana: {{message}}',
  paused: 'Naka-pause na ang iyong buwanang donasyon sa {{charity}}.',
  resumed: 'Tuloy na muli ang iyong buwanang donasyon sa {{charity}}. Susunod na donasyon: {{date}}.',
  cancelled: 'Kinansela na ang iyong buwanang donasyon sa {{charity}}.',
  alreadyCancelled:
    'Kinansela na ang buwanang donasyong ito, kaya hindi na ito mababago. Magsimula ng bago mula sa pahina ng charity.',
  notActive: 'Naka-pause o kinansela ang buwanang donasyong ito, kaya hindi ito mababayaran ngayon.',
  alreadyPaid: 'Bayad na ang donasyon ngayong buwan. Salamat!',
  link: {
    title: 'Buwanang pagbibigay',
    checking: 'Sinusuri ang iyong link...',
    plan: '{{amount}} bawat buwan sa {{charity}}',
    status: 'Ngayon: {{status}}',
    question: {
      pause:
        'I-pause ang buwanang donasyong ito? Walang sisingilin o ipapaalala hangga’t hindi mo itinutuloy.',
      resume: 'Ituloy ang buwanang donasyong ito?',
      cancel: 'I-cancel ang buwanang donasyong ito? Wala nang sisingilin at wala nang paalalang ipapadala.',
      pay: 'Bayaran ang donasyon para sa {{month}}?',
    },
    confirm: {
      pause: 'I-pause',
      resume: 'Ituloy',
      cancel: 'I-cancel ang buwanang donasyon',
      pay: 'Magbayad ngayon',
    },
    nothingToDo: 'Walang babaguhin: {{status}} na ang buwanang donasyong ito.',
    working: 'Ginagawa...',
    manage: 'Tingnan ang lahat ng donasyon mo sa Aking mga donasyon',
    failed: 'Hindi iyon gumana: {{message}}',
  },
  monthlyDonors: 'Buwanang donor',
  monthlyDonorsHint: 'Mga taong may aktibong buwanang donasyon sa charity na ito',
} as const satisfies Translation<typeof english>;
