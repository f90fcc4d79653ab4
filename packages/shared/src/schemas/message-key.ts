import { en, type MessageKey, t } from '../messages';

/** A value to fill into a message: as it is, or `{ key }` for a text of the catalogue (a field's label). */
export type MessageValue = string | number | { key: MessageKey };
/** Looks up a key in one language's catalogue and fills its {{placeholders}}, like the shared `t` or the web app's. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const SEPARATOR = '|';

/**
 * A schema message as the schema stores it: a catalogue key, translated only where it is shown (the form in the
 * reader's language, the server in its own), so a language can be added as a catalogue alone. Without values it
 * is the key itself ("auth.validation.dobPast"); with values it is the key, a "|" and the values as JSON
 * ('auth.validation.passwordTooShort|{"min":8}'). A value `{ key }` is translated too.
 */
export function msg(key: MessageKey, values?: Record<string, MessageValue>): string {
  return values ? `${key}${SEPARATOR}${JSON.stringify(values)}` : key;
}

/** Whether a text names a message of the catalogue. */
function isKey(text: string): text is MessageKey {
  let node: unknown = en;
  for (const part of text.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

/**
 * The text to show for a message made by `msg`, in the language of `translate` (English by default). Any other
 * text (a server's answer, zod's own words) is already meant to be read and comes back unchanged.
 */
export function translateMessage(text: string, translate: Translate = t): string {
  const at = text.indexOf(SEPARATOR);
  const key = at < 0 ? text : text.slice(0, at);
  if (!isKey(key)) return text;
  if (at < 0) return translate(key);
  let values: unknown;
  try {
    values = JSON.parse(text.slice(at + 1));
  } catch {
    return text;
  }
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return text;
  const filled: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') filled[name] = value;
    else if (typeof value?.key === 'string' && isKey(value.key)) filled[name] = translate(value.key);
    else return text;
  }
  return translate(key, filled);
}
