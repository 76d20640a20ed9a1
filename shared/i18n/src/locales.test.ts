import { detectLocale, matchLocale } from './locales';

describe('detectLocale', () => {
  it('follows the browser when nothing else is set', () => {
    expect(detectLocale({ browser: ['pt-PT', 'en'], choiceAllowed: true })).toBe('pt-BR');
    expect(detectLocale({ browser: ['uk'], choiceAllowed: true })).toBe('uk-UA');
    expect(detectLocale({ browser: ['ru-RU'], choiceAllowed: true })).toBe('ru');
  });

  it('takes the first browser language it supports', () => {
    expect(detectLocale({ browser: ['de-DE', 'fr', 'uk-UA', 'en'], choiceAllowed: true })).toBe('uk-UA');
  });

  it('falls back to English for a browser in none of the languages', () => {
    expect(detectLocale({ browser: ['de-DE', 'ja'], choiceAllowed: true })).toBe('en');
  });

  it('uses the host default over the browser (the dashboard host is English)', () => {
    expect(detectLocale({ browser: ['ru-RU'], hostDefault: 'en', choiceAllowed: true })).toBe('en');
  });

  it("prefers the user's stored choice where the host offers the selector", () => {
    expect(detectLocale({ browser: ['ru-RU'], hostDefault: 'en', stored: 'uk-UA', choiceAllowed: true })).toBe('uk-UA');
  });

  it('ignores a stored choice where the host has no selector', () => {
    expect(detectLocale({ browser: ['ru-RU'], stored: 'uk-UA', choiceAllowed: false })).toBe('ru');
  });

  it('ignores a stored value that is not one of the languages', () => {
    expect(detectLocale({ browser: ['en-US'], stored: 'xx', choiceAllowed: true })).toBe('en');
  });
});

describe('matchLocale', () => {
  it('maps Belarusian and Kazakh browsers to Russian', () => {
    expect(matchLocale('be-BY')).toBe('ru');
    expect(matchLocale('kk')).toBe('ru');
  });
});
