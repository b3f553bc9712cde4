import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import type { ProxyRules } from '@/lib/redirects/proxy-rules'
import { REDIRECT_POPULATE, toRedirectRules, type RedirectRule } from '@/lib/redirects/rules'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'
import { readGrammarContext } from './inventory'

/** The proxy's rules, served as JSON by /redirect-rules; cached until a redirect, setting or vehicle changes. */
export async function getProxyRules(): Promise<ProxyRules> {
  await deferPastBuild()
  return readProxyRules()
}

async function readProxyRules(): Promise<ProxyRules> {
  'use cache'
  cacheTag(TAGS.redirects, TAGS.storeSettings, TAGS.vehicles, TAGS.articles)
  cacheLife('hours')
  return { ctx: await readGrammarContext(), redirects: await readRedirectRules() }
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
