import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@tabang/shared';
import { useId } from 'react';
import { useLanguage, useTranslation } from '../lib/i18n';
import { useChooseLanguage } from '../lib/language';

const TONES = {
  /** On the navigation bar's brand colour, small enough to fit beside the links from 768 px. */
  bar: 'border-brand-50/60 bg-brand-800 text-sm text-white',
  /** On the footer's dark stone. */
  footer: 'border-stone-500 bg-stone-800 text-white',
};

/**
 * The language switcher: a labelled <select> (keyboard and screen readers know it), each language in its own
 * name, the current one selected. A lazy chunk of the navbar and the footer, as it reads its label from the catalogue.
 */
export default function LanguageSwitcher({
  tone,
  showLabel = false,
}: {
  tone: keyof typeof TONES;
  /** The label on screen (the footer); the bar's is for screen readers only, as there is no room. */
  showLabel?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const choose = useChooseLanguage();
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className={showLabel ? 'font-semibold text-white' : 'sr-only'}>
        {t('language.label')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => void choose(event.target.value as Language)}
        className={`min-h-11 min-w-0 max-w-full rounded-md border px-1 py-2 font-medium ${TONES[tone]}`}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
