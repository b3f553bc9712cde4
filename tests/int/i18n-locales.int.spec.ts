import { describe, expect, it } from 'vitest'

import { localizeMetadata, urlInLocale } from '@/lib/i18n/alternates'
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

describe('localizeMetadata: Open Graph follows the language', () => {
  const article = {
    title: 'Winter checklist',
    alternates: { canonical: '/car-research/winter' },
    openGraph: { type: 'article' as const, title: 'Winter checklist', url: '/car-research/winter' },
  }

  it.each([
    { locale: 'en' as const, url: '/car-research/winter', ogLocale: 'en_US', canonical: '/car-research/winter' },
    { locale: 'es' as const, url: '/es/car-research/winter', ogLocale: 'es_US', canonical: '/es/car-research/winter' },
  ])('$locale: og:url $url, og:locale $ogLocale', ({ locale, url, ogLocale, canonical }) => {
    const meta = localizeMetadata(article, locale)
    expect(meta.openGraph).toMatchObject({ url, locale: ogLocale, title: 'Winter checklist' })
    expect(meta.alternates?.canonical).toBe(canonical)
  })

  it.each([
    ['https://dealer.example/car-research/winter', 'es', 'https://dealer.example/es/car-research/winter'],
    ['https://dealer.example/es/car-research/winter', 'en', 'https://dealer.example/car-research/winter'],
    ['/es/car-research/winter', 'es', '/es/car-research/winter'],
    ['/', 'es', '/es'],
    ['/used-cars-for-sale?sort=price', 'es', '/es/used-cars-for-sale?sort=price'],
  ] as const)('urlInLocale(%s, %s) = %s', (value, locale, expected) => {
    expect(urlInLocale(value, locale)).toBe(expected)
  })

  it('leaves a page without Open Graph or canonical as it was', () => {
    expect(localizeMetadata({ title: 'x' }, 'es')).toEqual({ title: 'x' })
    expect(localizeMetadata({ alternates: { canonical: '/a' } }, 'es').openGraph).toBeUndefined()
  })
})
