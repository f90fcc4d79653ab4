import type { monthly as english } from '../en/monthly';
import type { Translation } from '../types';

/** Monthly giving (decision 030): the dialog's option, the plans on My giving, the plan links' page, the refusals. */
export const monthly = {
  giveMonthly: 'Paghatag matag bulan',
  giveMonthlyHint:
    'Parehas nga donasyon matag bulan, sugod niining usa. Mahimong i-pause o i-cancel bisan kanus-a.',
  chooseMethod: 'Pilia kung unsaon nimo pagbayad aron makahatag matag bulan.',
  modeAuto: 'Awtomatikong singilon ang imong {{method}} matag bulan, sa adlaw niining unang donasyon.',
  modeReminder:
    'Dili awtomatikong masingil ang {{method}}, busa matag bulan i-email ka namo (ug i-text, kung naka-on ang text) og link aron bayran ang donasyon niadtong bulana.',
  submit: 'Paghatag og {{amount}} matag bulan',
  methodRequired:
    'Pilia kung unsaon nimo pagbayad: kinahanglan og paagi sa pagbayad ang binulan nga paghatag.',
  planInvalid: 'Dili husto kanang binulan nga plano.',
  linkInvalid:
    'Dili husto kini nga link. Pag-sign in ug ablihi ang Akong mga donasyon aron dumalahon ang imong binulan nga paghatag.',
  plansHeading: 'Binulan nga paghatag',
  plansLoading: 'Gina-load ang imong binulan nga paghatag...',
  plansLoadFailed: 'Dili ma-load ang imong binulan nga paghatag.',
  plansEmpty: 'Wala ka pay binulan nga donasyon. Pilia ang “Paghatag matag bulan” inig donate nimo.',
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
  paused: 'Naka-pause na ang imong binulan nga donasyon sa {{charity}}.',
  resumed: 'Padayon na usab ang imong binulan nga donasyon sa {{charity}}. Sunod nga donasyon: {{date}}.',
  cancelled: 'Gi-cancel na ang imong binulan nga donasyon sa {{charity}}.',
  alreadyCancelled:
    'Gi-cancel na kini nga binulan nga donasyon, busa dili na kini mausab. Pagsugod og bag-o gikan sa panid sa charity.',
  notActive: 'Naka-pause o gi-cancel kini nga binulan nga donasyon, busa dili kini mabayran karon.',
  alreadyPaid: 'Bayad na ang donasyon karong bulana. Salamat!',
  link: {
    title: 'Binulan nga paghatag',
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
  monthlyDonors: 'Binulan nga donor',
  monthlyDonorsHint: 'Mga tawo nga adunay aktibong binulan nga donasyon sa kini nga charity',
} as const satisfies Translation<typeof english>;
