import type { Metadata } from 'next'

/** The default share image in public/ (1200 × 630). */
export const SHARE_IMAGE = {
  url: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Quality used cars, financing, trade-ins and service',
} as const

/**
 * The site-wide metadata of the public root layout. `url` is the configured public origin: relative canonical
 * and share URLs resolve against it. Without one, no share image is declared at all, since Open Graph needs an
 * absolute URL and a guessed one (Next falls back to localhost) would be wrong on every shared link.
 */
export function siteMetadata(url: URL | undefined): Metadata {
  return {
    metadataBase: url,
    title: { default: 'Used cars for sale, auto financing and service', template: '%s' },
    description:
      'Shop used cars, get pre-approved for auto financing, value your trade-in and schedule service.',
    robots: { index: true, follow: true, 'max-image-preview': 'large' },
    // The static files of public/: favicon set and web manifest.
    icons: {
      icon: [
        { url: '/favicon.svg', type: 'image/svg+xml' },
        { url: '/icons/icon-192.png', type: 'image/png', sizes: '192x192' },
      ],
      apple: { url: '/icons/apple-touch-icon.png', sizes: '180x180' },
    },
    manifest: '/site.webmanifest',
    ...(url && {
      openGraph: { type: 'website', images: [{ ...SHARE_IMAGE }] },
      twitter: { card: 'summary_large_image', images: [{ ...SHARE_IMAGE }] },
    }),
  }
}
