import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { Navigation } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'

/** A menu link as components use it, independent of how the CMS nests its fields. */
export type MenuLink = { label: string; url: string; newTab: boolean }
/** A top-level header entry: a plain link (url, no children) or a group opening a submenu. */
export type HeaderItem = { label: string; url: string | null; children: MenuLink[] }
export type FooterGroup = { title: string; links: MenuLink[] }
export type SiteMenus = { header: HeaderItem[]; footer: FooterGroup[]; footerLine: MenuLink[] }

/** Header, footer and footer-line menus from the navigation global (empty lists when nothing is set up). */
export async function getSiteMenus(locale: Locale = DEFAULT_LOCALE): Promise<SiteMenus> {
  await deferPastBuild()
  return readSiteMenus(locale)
}

// One entry per language under one tag: a save expires both.
async function readSiteMenus(locale: Locale): Promise<SiteMenus> {
  'use cache'
  cacheTag(TAGS.navigation)
  cacheLife('days')
  const payload = await getPayloadClient()
  const navigation = await payload.findGlobal({ slug: 'navigation', depth: 0, locale, overrideAccess: false })
  return toSiteMenus(navigation)
}

type CmsLink = { label?: string | null; url?: string | null; newTab?: boolean | null } | null | undefined

/** Drops half-filled rows (a label without a URL) instead of rendering dead links. */
function toLinks(links: CmsLink[]): MenuLink[] {
  return links.flatMap((link) =>
    link?.label && link.url ? [{ label: link.label, url: link.url, newTab: Boolean(link.newTab) }] : [],
  )
}

function toSiteMenus({ header, footer, footerLine }: Navigation): SiteMenus {
  return {
    header: (header ?? []).flatMap((item) => {
      const children = toLinks((item.children ?? []).map((child) => child.link))
      if (!item.label || (!item.url && children.length === 0)) return []
      return [{ label: item.label, url: item.url || null, children }]
    }),
    footer: (footer ?? []).flatMap((group) => {
      const links = toLinks((group.links ?? []).map((entry) => entry.link))
      return group.title && links.length > 0 ? [{ title: group.title, links }] : []
    }),
    footerLine: toLinks((footerLine ?? []).map((entry) => entry.link)),
  }
}
