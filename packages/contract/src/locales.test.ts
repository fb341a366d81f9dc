import { describe, expect, it } from 'vitest';
import { hasEnglishPage, localeOfPath, localizedPath, parseLocaleParam, stripLocale } from './locales';

describe('locales', () => {
  it('reads the language from the path prefix only', () => {
    expect(localeOfPath('/')).toBe('ko');
    expect(localeOfPath('/notice')).toBe('ko');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/notice/detail/abc')).toBe('en');
    expect(localeOfPath('/english')).toBe('ko');
    expect(localeOfPath('/entrance')).toBe('ko');
  });

  it('maps paths between the languages both ways', () => {
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/notice', 'en')).toBe('/en/notice');
    expect(localizedPath('/en/notice', 'en')).toBe('/en/notice');
    expect(localizedPath('/en/notice', 'ko')).toBe('/notice');
    expect(localizedPath('/en', 'ko')).toBe('/');
    expect(stripLocale('/en/')).toBe('/');
    expect(stripLocale('/entrance')).toBe('/entrance');
  });

  it('accepts only a known locale as the query parameter', () => {
    expect(parseLocaleParam(undefined)).toBe('ko');
    expect(parseLocaleParam('en')).toBe('en');
    expect(parseLocaleParam('ko')).toBe('ko');
    for (const bad of ['', 'EN', 'en-US', 'fr', ['en'], { $ne: 'ko' }, 'en\u0000'])
      expect(parseLocaleParam(bad)).toBeNull();
  });

  it('knows which pages have an English version', () => {
    for (const path of [
      '/',
      '/en',
      '/show/schedule',
      '/en/detail/show/abc123',
      '/about/info',
      '/apply/notice',
      '/search',
    ])
      expect(hasEnglishPage(path)).toBe(true);
    for (const path of ['/login', '/en/login', '/apply/write', '/my/profile', '/detail/show', '/detail/show/a/b'])
      expect(hasEnglishPage(path)).toBe(false);
  });
});
