import { cacheLife, cacheTag } from 'next/cache'
import { draftMode } from 'next/headers'
import type { Payload } from 'payload'

import { TAGS } from '@/lib/cache/tags'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { sanitizeStaffHtml } from '@/lib/html/sanitize'
import type { Popup } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'
import { PUBLISHED_ONLY } from './published'

/** What the browser needs of a popup to decide on it and draw it (no ids or timestamps). */
export type PopupView = Pick<
  Popup,
  'key' | 'name' | 'conditions' | 'settings' | 'button' | 'closeButton' | 'background' | 'content' | 'submitted'
>

/**
 * The enabled popups, as marketing last saved them, with their texts (title, HTML, side-tab labels) in `locale`
 * (a Spanish text left empty falls back to English). The same list for every visitor and page of a language:
 * which one opens is decided in the browser from the conditions, so the pages around it stay
 * cached. Each language is its own cache entry; both share the popups tag, so a save expires both.
 */
export async function getEnabledPopups(locale: Locale = DEFAULT_LOCALE): Promise<PopupView[]> {
  await deferPastBuild()
  return readEnabledPopups(locale)
}

async function readEnabledPopups(locale: Locale): Promise<PopupView[]> {
  'use cache'
  cacheTag(TAGS.popups)
  cacheLife('days')
  return findEnabledPopups(await getPayloadClient(), locale)
}

/** The query behind getEnabledPopups, without Next's cache. */
export async function findEnabledPopups(payload: Payload, locale: Locale = DEFAULT_LOCALE): Promise<PopupView[]> {
  const { docs } = await payload.find({
    collection: 'popups',
    locale,
    // Published and switched on: a draft or a switched-off popup never reaches a visitor.
    where: { and: [{ enabled: { equals: true } }, PUBLISHED_ONLY] },
    sort: 'createdAt',
    limit: 20,
    pagination: false,
    depth: 0,
    draft: false,
    overrideAccess: false,
  })
  return docs.map(toPopupView)
}

/**
 * Every popup, enabled or not, published or not, as last saved (texts in `locale`) — only in a staff preview (Next draft mode, which only the staff-only
 * /next/preview route switches on); [] for everyone else. The page opens the one its `?popup-preview=` names.
 * Draft mode is read inside the cache scope, as the article reader does: a visitor's entry is the empty list and
 * pages stay cached, while in draft mode Next re-runs this and never saves the result.
 */
export async function getPopupPreviews(locale: Locale = DEFAULT_LOCALE): Promise<PopupView[]> {
  await deferPastBuild()
  return readPopupPreviews(locale)
}

async function readPopupPreviews(locale: Locale): Promise<PopupView[]> {
  'use cache'
  cacheTag(TAGS.popups)
  cacheLife('days')
  const { isEnabled: preview } = await draftMode()
  if (!preview) return []
  const payload = await getPayloadClient()
  // Disabled popups are staff-only (collection read access); draft mode is proof of a signed-in staff member.
  const { docs } = await payload.find({
    collection: 'popups',
    locale,
    sort: 'createdAt',
    limit: 100,
    pagination: false,
    depth: 0,
    // Each popup's newest draft: the preview shows a change before it is published.
    draft: true,
    overrideAccess: true,
  })
  return docs.map(toPopupView)
}

/**
 * The browser's view of a popup document. Its HTML is sanitised again here (defence in depth: a value stored
 * before the save hook existed, or written around it, still reaches the dialog without executable content).
 */
export function toPopupView(doc: PopupView): PopupView {
  const { key, name, conditions, settings, button, closeButton, background, content, submitted } = doc
  const html = content.html ? sanitizeStaffHtml(content.html) : content.html
  return { key, name, conditions, settings, button, closeButton, background, content: { ...content, html }, submitted }
}
