import { translateMessage } from '@tabang/shared';
import { t } from '../i18n';

/**
 * The text a client gets for a failed check: the schema's message (a catalogue key) in the server's language,
 * zod's own words as they are, or, without a message, which field is wrong.
 */
export const validationMessage = (message: string | undefined, field: string) =>
  message === undefined ? t('errors.invalidInput', { details: field }) : translateMessage(message, t);
