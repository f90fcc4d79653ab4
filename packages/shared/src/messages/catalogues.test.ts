import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../languages';
import { type Catalogue, en, type MessageKey, type Translation } from '.';
import { ceb } from './ceb';
import { monthlyMail as cebMail } from './ceb/monthly-mail';
import { monthlyPages as cebMonthly } from './ceb/monthly-pages';
import { tributeEmails as cebEmails } from './ceb/tribute-emails';
import { tributePages as cebTributePages } from './ceb/tribute-pages';
import { whereItWentPages as cebPages } from './ceb/where-it-went-pages';
import { monthlyMail as enMail } from './en/monthly-mail';
import { monthlyPages as enMonthly } from './en/monthly-pages';
import { tributeEmails as enEmails } from './en/tribute-emails';
import { tributePages as enTributePages } from './en/tribute-pages';
import { whereItWentPages as enPages } from './en/where-it-went-pages';
import { fil } from './fil';
import { monthlyMail as filMail } from './fil/monthly-mail';
import { monthlyPages as filMonthly } from './fil/monthly-pages';
import { tributeEmails as filEmails } from './fil/tribute-emails';
import { tributePages as filTributePages } from './fil/tribute-pages';
import { whereItWentPages as filPages } from './fil/where-it-went-pages';
import { SAME_IN_EVERY_LANGUAGE } from './same-in-every-language';

type Texts = Map<string, string>;
const textsOf = (
  catalogue: Translation<Catalogue> & {
    whereItWentPages?: object;
    monthlyMail?: object;
    monthlyPages?: object;
    tributePages?: object;
    tributeEmails?: object;
  },
): Texts => {
  const texts: Texts = new Map();
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') texts.set(prefix + key, value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(catalogue, '');
  return texts;
};
const variablesOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

// The texts some pages load with themselves, and those only the server uses (not in the catalogue every page
// loads), are held to the same rules.
const english = textsOf({
  ...en,
  whereItWentPages: enPages,
  monthlyMail: enMail,
  monthlyPages: enMonthly,
  tributePages: enTributePages,
  tributeEmails: enEmails,
});
const others: [Exclude<Language, 'en'>, Texts][] = [
  [
    'fil',
    textsOf({
      ...fil,
      whereItWentPages: filPages,
      monthlyMail: filMail,
      monthlyPages: filMonthly,
      tributePages: filTributePages,
      tributeEmails: filEmails,
    }),
  ],
  [
    'ceb',
    textsOf({
      ...ceb,
      whereItWentPages: cebPages,
      monthlyMail: cebMail,
      monthlyPages: cebMonthly,
      tributePages: cebTributePages,
      tributeEmails: cebEmails,
    }),
  ],
];
/** Page texts that read the same in every language: "Cash" as Davao says it, and lines of names and numbers. */
const PAGE_TEXTS_SAME = new Set([
  'whereItWentPages.kindCash',
  'whereItWentPages.barangayLabel',
  'whereItWentPages.itemLine',
  'whereItWentPages.needOption',
  // The loanwords donor, certificate and (in Filipino) event, as the other pages say them.
  'tributePages.gifts.donor',
  'tributePages.gifts.certificate',
  'tributePages.gifts.event',
]);

it('covers every language Tabang offers', () => {
  expect(['en', ...others.map(([language]) => language)]).toEqual([...LANGUAGES]);
});

describe.each(others)('the %s catalogue', (language, texts) => {
  it('has every key of the English one, and no other', () => {
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('fills in the same {{variables}} as English in every text', () => {
    const differing = [...english].filter(
      ([key, text]) => variablesOf(texts.get(key) ?? '').join() !== variablesOf(text).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it("has every plural form the language's rules ask for", () => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const plurals = new Set(
      [...texts.keys()].filter((key) => /_(one|other)$/.test(key)).map((key) => key.replace(/_\w+$/, '')),
    );
    const missing = [...plurals].flatMap((base) =>
      categories
        .filter((category) => !texts.has(`${base}_${category}`))
        .map((category) => `${base}_${category}`),
    );
    expect(missing).toEqual([]);
  });

  it('has no empty text, and none left in English unless it is listed as the same in every language', () => {
    expect([...texts].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    const untranslated = [...texts]
      .filter(
        ([key, text]) =>
          text === english.get(key) &&
          !SAME_IN_EVERY_LANGUAGE.has(key as MessageKey) &&
          !PAGE_TEXTS_SAME.has(key),
      )
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});

describe.each([
  ['en', en],
  ['fil', fil],
  ['ceb', ceb],
] as const)('the %s form errors', (_language, catalogue) => {
  it('are whole sentences: no form label is put into a sentence', () => {
    // Still filled in: a request's raw field names (userID, a multipart field) and the pictures' own captions.
    const allowed =
      /^(engagement\.invalidId|dashboard\.upload\..+|editing\.currentPicture|dashboard\.charityForm\.preview)$/;
    const spliced = [...textsOf(catalogue)]
      .filter(([key, text]) => text.includes('{{field}}') && !allowed.test(key))
      .map(([key]) => key);
    expect(spliced).toEqual([]);
  });

  it('name the organisation types by the labels the form shows', () => {
    const types = catalogue.dashboard.charityForm.types;
    for (const label of Object.values(types)) expect(catalogue.charities.invalidType).toContain(label);
  });
});
