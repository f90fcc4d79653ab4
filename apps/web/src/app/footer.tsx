import { useTranslation } from '../lib/i18n';
import LanguageSwitcher from './language-switcher';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2">
        <div>
          <p className="text-xl font-extrabold text-white">{t('common.appName')}</p>
          <p className="mt-2 max-w-sm">{t('common.tagline')}</p>
          <div className="mt-4">
            <LanguageSwitcher tone="footer" showLabel />
          </div>
        </div>
        <address className="not-italic">
          <p className="font-semibold text-white">{t('common.footer.contactHeading')}</p>
          <p className="mt-2">
            <a
              className="underline-offset-2 hover:underline"
              href={`tel:${t('common.footer.phone').replace(/[^\d+]/g, '')}`}
            >
              {t('common.footer.phone')}
            </a>
          </p>
          <p>
            <a className="underline-offset-2 hover:underline" href={`mailto:${t('common.footer.email')}`}>
              {t('common.footer.email')}
            </a>
          </p>
          <p>{t('common.footer.address')}</p>
        </address>
      </div>
      <p className="border-t border-stone-800 py-4 text-center text-sm">{t('common.footer.credits')}</p>
    </footer>
  );
}
