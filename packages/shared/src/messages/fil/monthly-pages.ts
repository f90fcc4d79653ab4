import type { monthlyPages as english } from '../en/monthly-pages';
import type { Translation } from '../types';

/** My giving's monthly plans and the plan links' page (decision 030): loaded with those pages (decision 029). */
export const monthlyPages = {
  plansHeading: 'Buwanang pagbibigay',
  plansLoading: 'Nilo-load ang iyong buwanang pagbibigay...',
  plansLoadFailed: 'Hindi ma-load ang iyong buwanang pagbibigay.',
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
  alreadyPaid: 'Bayad na ang donasyon ngayong buwan. Salamat!',
  link: {
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
} as const satisfies Translation<typeof english>;
