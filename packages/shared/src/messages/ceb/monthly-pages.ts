import type { monthlyPages as english } from '../en/monthly-pages';
import type { Translation } from '../types';

/** My giving's monthly plans and the plan links' page (decision 030): loaded with those pages (decision 029). */
export const monthlyPages = {
  plansHeading: 'Binulan nga paghatag',
  plansLoading: 'Gina-load ang imong binulan nga paghatag...',
  plansLoadFailed: 'Dili ma-load ang imong binulan nga paghatag.',
  planTitle: '{{amount}} matag bulan sa {{charity}}',
  statuses: { active: 'Aktibo', paused: 'Naka-pause', cancelled: 'Gi-cancel' },
  modes: { auto: 'Awtomatikong ginasingil', reminder: 'Binulan nga pahinumdom nga adunay link sa pagbayad' },
  nextDue: 'Sunod nga donasyon: {{date}}',
  gifts_one: '{{count}} ka donasyon karon',
  gifts_other: '{{count}} ka donasyon karon',
  pause: 'I-pause',
  resume: 'Ipadayon',
  cancel: 'I-cancel ang plano',
  cancelQuestion:
    'I-cancel ang imong binulan nga donasyon nga {{amount}} sa {{charity}}? Wala nay singilon ug wala nay pahinumdom nga ipadala.',
  cancelConfirm: 'Oo, i-cancel',
  cancelKeep: 'Ayaw',
  changeFailed: 'Wala kana molampos: {{message}}',
  alreadyPaid: 'Bayad na ang donasyon karong bulana. Salamat!',
  link: {
    checking: 'Gisusi ang imong link...',
    plan: '{{amount}} matag bulan sa {{charity}}',
    status: 'Karon: {{status}}',
    question: {
      pause: 'I-pause kini nga binulan nga donasyon? Walay singilon o ipahinumdom hangtod imong ipadayon.',
      resume: 'Ipadayon kini nga binulan nga donasyon?',
      cancel: 'I-cancel kini nga binulan nga donasyon? Wala nay singilon ug wala nay pahinumdom nga ipadala.',
      pay: 'Bayran ang donasyon para sa {{month}}?',
    },
    confirm: {
      pause: 'I-pause',
      resume: 'Ipadayon',
      cancel: 'I-cancel ang binulan nga donasyon',
      pay: 'Bayad karon',
    },
    nothingToDo: 'Walay usbon: {{status}} na kini nga binulan nga donasyon.',
    working: 'Gihimo...',
    manage: 'Tan-awa ang tanan nimong donasyon sa Akong mga donasyon',
    failed: 'Wala kana molampos: {{message}}',
  },
} as const satisfies Translation<typeof english>;
