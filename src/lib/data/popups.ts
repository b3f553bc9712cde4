import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import { sanitizeStaffHtml } from '@/lib/html/sanitize'
import type { Popup } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'

/** What the browser needs of a popup to decide on it and draw it (no ids or timestamps). */
export type PopupView = Pick<
  Popup,
  'key' | 'name' | 'conditions' | 'settings' | 'button' | 'closeButton' | 'background' | 'content' | 'submitted'
>

/**
 * The enabled popups, as marketing last saved them. The same list for every visitor and page: which one opens
 * is decided in the browser from the conditions (SPEC section 5), so the pages around it stay cached.
 */
export async function getEnabledPopups(): Promise<PopupView[]> {
  await deferPastBuild()
  return readEnabledPopups()
}

async function readEnabledPopups(): Promise<PopupView[]> {
  'use cache'
  cacheTag(TAGS.popups)
  cacheLife('days')
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'popups',
    where: { enabled: { equals: true } },
    sort: 'createdAt',
    limit: 20,
    pagination: false,
    depth: 0,
    overrideAccess: false,
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
