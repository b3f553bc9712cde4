'use client'

import Link from 'next/link'
import type { ComponentProps } from 'react'

import { IntentLink } from '@/components/links/intent-link.client'
import { TrackedLink } from '@/components/links/tracked-link.client'
import { localePath } from '@/lib/i18n/locales'

import { useLocale } from './locale-context.client'

/**
 * A site link that stays in the page's language: `/used-cars-for-sale` on a Spanish page goes to
 * `/es/used-cars-for-sale`. The href is computed in the render, so server HTML and hydration agree. It prefetches
 * on intent (IntentLink) unless the caller sets `prefetch` itself (`false`: never, as the listing's filter links).
 */
export function LocaleLink({ href, prefetch, ...props }: Omit<ComponentProps<typeof Link>, 'href'> & { href: string }) {
  const locale = useLocale()
  // Only site paths move; another site's URL, a protocol-relative one or an anchor stays as it is.
  const sitePath = href.startsWith('/') && !href.startsWith('//')
  const target = sitePath ? localePath(href, locale) : href
  if (prefetch !== undefined) return <TrackedLink href={target} prefetch={prefetch} {...props} />
  return <IntentLink href={target} {...props} />
}
