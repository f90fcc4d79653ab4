import type { Catalogue } from '..';
import type { Translation } from '../types';
import { account } from './account';
import { admin } from './admin';
import { auth } from './auth';
import { calendar } from './calendar';
import { certificates } from './certificates';
import { charities } from './charities';
import { common, errors } from './common';
import { dashboard } from './dashboard';
import { donations, payment } from './donations';
import { drives } from './drives';
import { editing } from './editing';
import { engagement } from './engagement';
import { events } from './events';
import { finding } from './finding';
import { gifts } from './gifts';
import { giving } from './giving';
import { goals } from './goals';
import { home } from './home';
import { interests } from './interests';
import { language } from './language';
import { leaderboard } from './leaderboard';
import { lists } from './lists';
import { monthly } from './monthly';
import { notifications } from './notifications';
import { offline } from './offline';
import { permits } from './permits';
import { receipts } from './receipts';
import { reliefDrives } from './relief-drives';
import { reminders } from './reminders';
import { reports } from './reports';
import { roster, volunteering } from './roster';
import { share } from './share';
import { slots } from './slots';
import { tributes } from './tributes';
import { updates } from './updates';
import { whereItWent } from './where-it-went';
import { whereItWentLinks } from './where-it-went-links';

/** The Filipino catalogue: every key of the English one, see docs/i18n.md for the words it uses. */
export const fil = {
  common,
  errors,
  home,
  auth,
  account,
  charities,
  events,
  finding,
  goals,
  engagement,
  donations,
  payment,
  giving,
  gifts,
  leaderboard,
  lists,
  dashboard,
  editing,
  admin,
  calendar,
  share,
  reports,
  receipts,
  certificates,
  reminders,
  roster,
  volunteering,
  slots,
  drives,
  reliefDrives,
  whereItWentLinks,
  permits,
  updates,
  notifications,
  monthly,
  whereItWent,
  tributes,
  language,
  offline,
  interests,
} satisfies Translation<Catalogue>;
