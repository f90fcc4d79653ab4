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
  /** The plan links' page's title, shown while its own texts arrive. */
  linkTitle: 'Buwanang pagbibigay',
  monthlyDonors: 'Buwanang donor',
  monthlyDonorsHint: 'Mga taong may aktibong buwanang donasyon sa charity na ito',
} as const satisfies Translation<typeof english>;
