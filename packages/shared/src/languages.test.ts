import { describe, expect, it } from 'vitest';
import { acceptedLanguageTags, languageOfTag, preferredLanguage } from './languages';

describe('languages', () => {
  it('knows each language by its tag, Tagalog as Filipino, and nothing else', () => {
    expect(languageOfTag('ceb-PH')).toBe('ceb');
    expect(languageOfTag('fil')).toBe('fil');
    expect(languageOfTag('tl-PH')).toBe('fil');
    expect(languageOfTag('en_US')).toBe('en');
    expect(languageOfTag('ja')).toBeUndefined();
  });

  it('reads Accept-Language by weight, then order, leaving out q=0 and *', () => {
    expect(acceptedLanguageTags('en;q=0.5, ceb-PH, fil;q=0.8, ja;q=0, *')).toEqual(['ceb-PH', 'fil', 'en']);
    expect(acceptedLanguageTags(undefined)).toEqual([]);
  });

  it('picks the first language Tabang speaks', () => {
    expect(preferredLanguage(['ja', 'tl', 'en'])).toBe('fil');
    expect(preferredLanguage(['ja'])).toBeUndefined();
  });
});
