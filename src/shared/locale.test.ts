import { describe, expect, it } from 'vitest';
import { detectLocale, localizePath, readCookie, splitLocalePath } from './locale';

describe('locale detection', () => {
  it('takes the URL prefix first', () => {
    expect(
      detectLocale({ pathname: '/np/dashboard', cookie: 'en', browserLanguages: ['en-US'] }),
    ).toBe('np');
    expect(detectLocale({ pathname: '/np', cookie: 'en' })).toBe('np');
  });

  it('takes a path without prefix for English, whatever the cookie or the browser says', () => {
    for (const pathname of ['/dashboard', '/pwd/profile/list', '/privacy', '/batch/profile/list'])
      expect(detectLocale({ pathname, cookie: 'np', browserLanguages: ['ne-NP'] })).toBe('en');
  });

  it('at the root, then the language cookie', () => {
    expect(detectLocale({ pathname: '/', cookie: 'np', browserLanguages: ['en-US'] })).toBe('np');
    expect(detectLocale({ pathname: '', cookie: 'np' })).toBe('np');
    expect(detectLocale({ pathname: '/', cookie: 'en', browserLanguages: ['ne-NP'] })).toBe('en');
  });

  it("at the root, then the browser's languages, in order", () => {
    expect(detectLocale({ pathname: '/', browserLanguages: ['ne-NP', 'en'] })).toBe('np');
    expect(detectLocale({ pathname: '/', browserLanguages: ['hi-IN', 'ne'] })).toBe('np');
    expect(detectLocale({ pathname: '/', browserLanguages: ['en-GB', 'ne'] })).toBe('en');
  });

  it('defaults to English and ignores an unknown cookie', () => {
    expect(detectLocale({ pathname: '/', cookie: 'fr', browserLanguages: ['fr-FR'] })).toBe('en');
  });

  it('does not take /npx or /nepal for the Nepali prefix', () => {
    expect(splitLocalePath('/npx').locale).toBeUndefined();
    expect(splitLocalePath('/nepal/x').locale).toBeUndefined();
    expect(splitLocalePath('/np/user/list')).toEqual({ locale: 'np', path: '/user/list' });
  });

  it('builds localised paths and reads the cookie', () => {
    expect(localizePath('/', 'np')).toBe('/np');
    expect(localizePath('/dashboard', 'np')).toBe('/np/dashboard');
    expect(localizePath('/dashboard', 'en')).toBe('/dashboard');
    expect(readCookie('a=1; lang=np; b=2', 'lang')).toBe('np');
    expect(readCookie('a=1', 'lang')).toBeUndefined();
  });
});
