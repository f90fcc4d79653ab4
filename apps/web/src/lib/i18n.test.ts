import { afterEach, expect, it } from 'vitest';
import texts, { addTexts, removeTexts, showIn } from './i18n';

afterEach(() => {
  removeTexts('xx');
  showIn('en');
});

it('keeps the texts a language has when more arrive, and changes no object it was given', () => {
  const page = { group: { title: 'Page title' } };
  const catalogue = {
    group: { title: 'Catalogue title', body: 'Catalogue body' },
    other: { line: 'A line' },
  };
  addTexts('xx', page);
  addTexts('xx', catalogue);
  showIn('xx');
  // biome-ignore lint/suspicious/noExplicitAny: made-up keys of a made-up language
  const t = texts.t as (key: any) => string;
  expect([t('group.title'), t('group.body'), t('other.line')]).toEqual([
    'Page title',
    'Catalogue body',
    'A line',
  ]);
  expect(page).toEqual({ group: { title: 'Page title' } });
  expect(catalogue.group).toEqual({ title: 'Catalogue title', body: 'Catalogue body' });
});
