import { describe, expect, it } from 'vitest'

import { t } from '@/lib/i18n'
import { isLocale, localePath, stripLocale } from '@/lib/i18n/locales'

describe('localePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/x', 'en', '/x'],
    ['/', 'es', '/es'],
    ['/x', 'es', '/es/x'],
    ['/inventory/used?page=2', 'es', '/es/inventory/used?page=2'],
  ] as const)('%s in %s → %s', (path, locale, expected) => {
    expect(localePath(path, locale)).toBe(expected)
  })
})

describe('stripLocale', () => {
  it.each([
    ['/', 'en', '/'],
    ['/contact', 'en', '/contact'],
    ['/es', 'es', '/'],
    ['/es/', 'es', '/'],
    ['/es/contact', 'es', '/contact'],
    ['/es?x=1', 'es', '/?x=1'],
    ['/espanol', 'en', '/espanol'],
    ['/en/contact', 'en', '/en/contact'],
  ] as const)('%s → %s %s', (pathname, locale, path) => {
    expect(stripLocale(pathname)).toEqual({ locale, path })
  })
})

describe('isLocale and t', () => {
  it.each([
    ['en', true],
    ['es', true],
    ['fr', false],
    [undefined, false],
  ] as const)('isLocale(%s) is %s', (v, expected) => {
    expect(isLocale(v)).toBe(expected)
  })

  it('reads a key in English by default and in Spanish when asked', () => {
    expect(t('pages.not-found-page.title')).toBe('Page not found')
    expect(t('pages.not-found-page.title', 'es')).toBe('Página no encontrada')
  })
})
