import type { Payload, PayloadRequest } from 'payload'

import { DEV_USERS, devUserPassword } from './data/users'
import { vehicleFixtures } from './data/vehicles'
import { openMediaLibrary } from './images/library'
import type { SeedContext, StepStats } from './lib/context'
import { seedArticles, seedHelpCenterFaqs } from './steps/articles'
import { seedBodyStyles, seedVehicles } from './steps/catalog'
import { seedExperiments } from './steps/experiments'
import { seedHomePage } from './steps/home-page'
import { seedLocations } from './steps/locations'
import { seedPopupsAndFaqs, seedPromotions } from './steps/marketing'
import { seedJobOpenings, seedTradeIn } from './steps/operations'
import { seedPages } from './steps/pages'
import { seedReviews, seedStaff } from './steps/people'
import { seedGlobals } from './steps/settings'
import { seedSpanish } from './steps/spanish'
import { seedSpanishContent } from './steps/spanish-content'
import { seedDevUsers } from './steps/users'

/** What a seed run did, per collection or global. */
export type SeedSummary = {
  totals: Record<string, StepStats>
  created: number
  updated: number
  createdUsers: string[]
  durationMs: number
}

const describe = (stats: StepStats): string =>
  `${stats.created} created, ${stats.updated} updated, ${stats.unchanged} unchanged`

/** Runs one step and logs one progress line a collection it touched. */
async function step<T>(ctx: SeedContext, label: string, run: () => Promise<T>): Promise<T> {
  const before = new Map([...ctx.stats].map(([name, stats]) => [name, { ...stats }]))
  const started = performance.now()
  const result = await run()
  const ms = Math.round(performance.now() - started)
  for (const [name, stats] of ctx.stats) {
    const previous = before.get(name) ?? { created: 0, updated: 0, unchanged: 0 }
    const delta = {
      created: stats.created - previous.created,
      updated: stats.updated - previous.updated,
      unchanged: stats.unchanged - previous.unchanged,
    }
    if (delta.created + delta.updated + delta.unchanged > 0) {
      ctx.payload.logger.info(`seed ${label}: ${name} — ${describe(delta)} (${ms} ms)`)
    }
  }
  return result
}

/** Creates or updates every fixture; a second run creates nothing and changes nothing. */
export async function seed(payload: Payload, req?: PayloadRequest): Promise<void> {
  await runSeed(payload, req)
}

/** The seed, returning what it did (the command line prints it as a table). */
export async function runSeed(payload: Payload, req?: PayloadRequest): Promise<SeedSummary> {
  const started = performance.now()
  const ctx: SeedContext = { payload, req, stats: new Map() }
  const vehicles = vehicleFixtures()
  const media = await openMediaLibrary(ctx)

  const locations = await step(ctx, 'locations', () => seedLocations(ctx))
  const bodyStyles = await step(ctx, 'body styles', () => seedBodyStyles(ctx, media, vehicles))
  await step(ctx, 'vehicles', () => seedVehicles(ctx, media, vehicles, { bodyStyles, locations }))
  await step(ctx, 'staff', () => seedStaff(ctx, media, locations))
  await step(ctx, 'reviews', () => seedReviews(ctx, media))
  await step(ctx, 'promotions', () => seedPromotions(ctx, media))
  await step(ctx, 'popups and faqs', () => seedPopupsAndFaqs(ctx))
  await step(ctx, 'experiments', () => seedExperiments(ctx))
  await step(ctx, 'articles', () => seedArticles(ctx, media))
  await step(ctx, 'help-center faqs', () => seedHelpCenterFaqs(ctx))
  await step(ctx, 'pages', () => seedPages(ctx, media))
  await step(ctx, 'trade-in', () => seedTradeIn(ctx))
  await step(ctx, 'job openings', () => seedJobOpenings(ctx, locations))
  await step(ctx, 'globals', () => seedGlobals(ctx))
  await step(ctx, 'home page', () => seedHomePage(ctx))
  await step(ctx, 'spanish', () => seedSpanish(ctx))
  await step(ctx, 'spanish content', () => seedSpanishContent(ctx))
  // Production gets its first admin from Payload's create-first-user screen, never a default password.
  const createdUsers =
    process.env.NODE_ENV === 'production' ? [] : await step(ctx, 'dev users', () => seedDevUsers(ctx))

  const totals = Object.fromEntries(ctx.stats)
  const all = [...ctx.stats.values()]
  const summary: SeedSummary = {
    totals,
    created: all.reduce((sum, stats) => sum + stats.created, 0),
    updated: all.reduce((sum, stats) => sum + stats.updated, 0),
    createdUsers,
    durationMs: Math.round(performance.now() - started),
  }
  payload.logger.info(
    `seed done in ${(summary.durationMs / 1000).toFixed(1)} s: ${summary.created} created, ${summary.updated} updated`,
  )
  if (createdUsers.length > 0) {
    const accounts = DEV_USERS.filter((user) => createdUsers.includes(user.email))
      .map((user) => `  ${user.role.padEnd(9)} ${user.email}`)
      .join('\n')
    payload.logger.info(`Development accounts (password '${devUserPassword()}'):\n${accounts}`)
  }
  return summary
}
