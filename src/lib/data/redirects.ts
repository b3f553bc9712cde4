import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import { adAllowList } from '@/lib/leads/text-email'
import type { ProxyRules } from '@/lib/redirects/proxy-rules'
import { REDIRECT_POPULATE, toRedirectRules, type RedirectRule } from '@/lib/redirects/rules'

import { deferPastBuild } from './build-phase'
import { readPageToggles } from './page-toggles'
import { getPayloadClient } from './payload'
import { readGrammarContext } from './inventory'
import { readKnownPages } from './known-pages'
import { readFilterSitemapPaths } from './sitemaps'

/** The proxy's rules, served as JSON by /redirect-rules; cached until a redirect, setting or vehicle changes. */
export async function getProxyRules(): Promise<ProxyRules> {
  await deferPastBuild()
  return readProxyRules()
}

async function readProxyRules(): Promise<ProxyRules> {
  'use cache'
  cacheTag(
    TAGS.redirects,
    TAGS.storeSettings,
    TAGS.vehicles,
    TAGS.bodyStyles,
    TAGS.articles,
    TAGS.articleCategories,
    TAGS.staff,
    TAGS.helpCenter,
    TAGS.pageToggles,
  )
  cacheLife('hours')
  return {
    ctx: await readGrammarContext(),
    redirects: await readRedirectRules(),
    adParameters: await readAdParameters(),
    pageToggles: await readPageToggles(),
    cachedListingPaths: await readFilterSitemapPaths(),
    knownPages: await readKnownPages(),
  }
}

/** The marketing redirects as rules; ones whose target is unpublished, sold or deleted are left out. */
export async function getRedirectRules(): Promise<RedirectRule[]> {
  await deferPastBuild()
  return readRedirectRules()
}

async function readRedirectRules(): Promise<RedirectRule[]> {
  'use cache'
  cacheTag(TAGS.redirects, TAGS.vehicles, TAGS.articles)
  cacheLife('hours')
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'redirects',
    depth: 1,
    overrideAccess: false,
    pagination: false,
    sort: 'createdAt',
    populate: REDIRECT_POPULATE,
  })
  return toRedirectRules(docs)
}

/** The ad parameters the proxy captures into adsValues: the store settings' allow-list. */
async function readAdParameters(): Promise<string[]> {
  'use cache'
  cacheTag(TAGS.storeSettings)
  cacheLife('hours')
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'store-settings', depth: 0, select: { adParameters: true } })
  return adAllowList(settings)
}
