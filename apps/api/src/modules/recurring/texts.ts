import type { Language } from '@tabang/shared';
import { monthlyMail as ceb } from '@tabang/shared/messages/ceb/monthly-mail';
import { monthlyMail as en } from '@tabang/shared/messages/en/monthly-mail';
import { monthlyMail as fil } from '@tabang/shared/messages/fil/monthly-mail';
import { currentLanguage } from '../../i18n';

/** Monthly giving's email, text and sandbox words live outside the catalogue the web app loads (server only). */
const TEXTS: Record<Language, Record<keyof typeof en, string>> = { en, fil, ceb };

/** One of those texts in the current language, its {{placeholders}} filled. */
export const mailText = (key: keyof typeof en, values: Record<string, string | number> = {}): string =>
  TEXTS[currentLanguage()][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? `{{${name}}}`),
  );
