import { cacheLife, cacheTag } from 'next/cache'
import { notFound } from 'next/navigation'

import { TAGS } from '@/lib/cache/tags'
import {
  defaultPageToggles,
  isPageEnabled,
  PRE_APPROVED_DEFAULT,
  type PageToggleValues,
} from '@/lib/settings/page-toggles'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'

export type PageToggleSettings = PageToggleValues & { preApproved?: boolean | null }

/** The per-page on/off table as marketing last saved it (unset rows fall back to the table's defaults). */
export async function getPageToggles(): Promise<PageToggleSettings> {
  await deferPastBuild()
  return readPageToggles()
}

/** The cached table itself, for readers that already waited past the build (the proxy's rules). */
export async function readPageToggles(): Promise<PageToggleSettings> {
  'use cache'
  cacheTag(TAGS.pageToggles)
  cacheLife('days')
  const payload = await getPayloadClient()
  const saved = await payload.findGlobal({ slug: 'page-toggles', depth: 0, overrideAccess: false })
  return { ...defaultPageToggles(), ...stripNulls(saved as PageToggleSettings) }
}

function stripNulls(values: PageToggleSettings): PageToggleSettings {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'boolean'))
}

/**
 * First call of every page the table governs: a page switched off answers the 404 page, exactly like a page
 * that does not exist (switched-off pages are not reachable).
 */
export async function requirePageEnabled(pathname: string): Promise<PageToggleSettings> {
  const toggles = await getPageToggles()
  if (!isPageEnabled(toggles, pathname)) notFound()
  return toggles
}

/** The preApproved switch: apply-for-financing uses the default layout when on, the minimal one when off. */
export async function isPreApprovedLayout(): Promise<boolean> {
  const toggles = await getPageToggles()
  return toggles.preApproved ?? PRE_APPROVED_DEFAULT
}
