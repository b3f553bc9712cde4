import { cacheLife, cacheTag } from 'next/cache'
import { draftMode } from 'next/headers'
import type { Payload } from 'payload'

import { TAGS } from '@/lib/cache/tags'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { HomePage } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'
import { readMode } from './published'

/** What the home page renders: its sections in order and its search-engine fields. */
export type HomePageContent = {
  layout: NonNullable<HomePage['layout']>
  meta: NonNullable<HomePage['meta']>
}

/**
 * The home page global, cached until the global's hook expires it on a save. In a staff preview (Next draft
 * mode) Next re-runs cached functions instead of reading their entries, so the live preview shows the latest save.
 */
export async function getHomePage(locale: Locale = DEFAULT_LOCALE): Promise<HomePageContent> {
  await deferPastBuild()
  return readHomePage(locale)
}

// One entry per language (the locale is part of the key); one tag for both, so a save expires both.
async function readHomePage(locale: Locale): Promise<HomePageContent> {
  'use cache'
  cacheTag(TAGS.homePage, TAGS.media)
  cacheLife('days')
  // Read inside the cache scope: in a staff preview Next re-runs this (the newest draft) and never saves the result.
  const { isEnabled: preview } = await draftMode()
  return findHomePage(await getPayloadClient(), locale, preview)
}

/**
 * The query behind getHomePage, without Next's cache (integration tests run it on a throwaway database): the
 * published home page (the global's read access hides an unpublished one), or the newest draft in a staff preview.
 */
export async function findHomePage(
  payload: Payload,
  locale: Locale = DEFAULT_LOCALE,
  preview = false,
): Promise<HomePageContent> {
  const { layout, meta } = await payload.findGlobal({
    slug: 'home-page',
    // Spanish texts marketing has not translated yet read the English ones (localization fallback).
    locale,
    depth: 1,
    ...readMode(preview),
    // Uploads (callout pictures, the share image) need their URLs; chosen hero promotions only their ids.
    populate: {
      media: { alt: true, url: true, width: true, height: true, mimeType: true, sizes: true },
      promotions: { name: true },
    },
  })
  return { layout: layout ?? [], meta: meta ?? {} }
}
