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
  /** The plan links' page's title, shown while its own texts arrive. */
  linkTitle: 'Binulan nga paghatag',
  monthlyDonors: 'Binulan nga donor',
  monthlyDonorsHint: 'Mga tawo nga adunay aktibong binulan nga donasyon sa kini nga charity',
} as const satisfies Translation<typeof english>;
