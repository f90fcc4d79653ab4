import { interestLabelKey } from '@tabang/shared';
import { useTranslation } from './i18n';

/**
 * A category's or an interest's label in the reader's language (the catalogue's `interests.*`); a name the
 * catalogue has no label for is shown as stored. The values sent and stored stay the English names.
 */
export function useCategoryLabel(): (name: string) => string {
  const { t } = useTranslation();
  return (name) => {
    const key = interestLabelKey(name);
    return key ? t(key) : name;
  };
}
