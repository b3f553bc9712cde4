import { describe, expect, it } from 'vitest'

import { siteOriginFromEnv, siteUrl } from '@/lib/config/site-url'
import { SHARE_IMAGE, siteMetadata } from '@/lib/seo/site-metadata'

describe('siteUrl (NEXT_PUBLIC_SERVER_URL)', () => {
  it.each([
    ['https://cars.example.com', 'https://cars.example.com'],
    ['https://cars.example.com/', 'https://cars.example.com'],
    ['HTTP://Cars.Example.com:8080//', 'http://cars.example.com:8080'],
  ])('%s → origin %s', (value, origin) => {
    expect(siteOriginFromEnv(value)).toBe(origin)
    expect(siteUrl(value)?.href.startsWith(origin)).toBe(true)
  })

  it.each([undefined, '', 'cars.example.com', 'ftp://cars.example.com', 'javascript:alert(1)', 'https://'])(
    'is undefined for %s (relative URLs stay relative)',
    (value) => {
      expect(siteUrl(value)).toBeUndefined()
    },
  )
})

describe('siteMetadata', () => {
  it('resolves share images against the configured origin', () => {
    const metadata = siteMetadata(siteUrl('https://cars.example.com'))
    expect(String(metadata.metadataBase)).toBe('https://cars.example.com/')
    expect(metadata.openGraph).toMatchObject({ images: [{ url: SHARE_IMAGE.url, width: 1200, height: 630 }] })
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' })
    expect(metadata.manifest).toBe('/site.webmanifest')
  })

  it('declares no share image without an origin (never a guessed localhost URL)', () => {
    const metadata = siteMetadata(undefined)
    expect(metadata.metadataBase).toBeUndefined()
    expect(metadata.openGraph).toBeUndefined()
    expect(metadata.twitter).toBeUndefined()
    expect(metadata.icons).toBeDefined()
  })
})
