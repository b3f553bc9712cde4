import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
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
  return docs.map(({ key, name, conditions, settings, button, closeButton, background, content, submitted }) => ({
    key,
    name,
    conditions,
    settings,
    button,
    closeButton,
    background,
    content,
    submitted,
  }))
}
