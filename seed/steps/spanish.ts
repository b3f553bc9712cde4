import { isStored } from '@/lib/compare/is-stored'

import { SPANISH } from '../data/spanish'
import { SPANISH_POPUPS } from '../data/spanish-popups'
import { SPANISH_SELL_TRADE } from '../data/spanish-sell-trade'
import { SPANISH_TRADE_IN } from '../data/spanish-trade-in'
import { apiOptions, tally, type SeedContext } from '../lib/context'
import { defined, SPANISH_AS_STORED, writeSpanish } from '../lib/spanish'

/** The localized text fields of the seeded documents (src/blocks, the navigation global, FAQs, promotions). */
const LOCALIZED_KEYS = new Set(['heading', 'intro', 'title', 'text', 'label', 'body', 'description', 'linkLabel', 'badge'])

/** A copy of `value` with each localized text that has a Spanish translation replaced by it. */
function toSpanish<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (LOCALIZED_KEYS.has(key) ? (SPANISH[value] ?? value) : value) as T
  if (Array.isArray(value)) return value.map((item) => toSpanish(item, key)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toSpanish(v, k)])) as T
  }
  return value
}

const es = SPANISH_AS_STORED
/** The Spanish text of an English one, or undefined: an untranslated text is left to the English fallback. */
const tr = (text: string | null | undefined): string | undefined => (text ? SPANISH[text] : undefined)

/**
 * The Spanish (`es` locale) texts of the home page, the menus, the car-research topics, the promotions, the special offers, the FAQs and the sell-or-trade page, read from their English values.
 * Each document is written only when its Spanish values differ, so a second run changes nothing.
 */
export async function seedSpanish(ctx: SeedContext): Promise<void> {
  const { payload } = ctx
  const home = await payload.findGlobal({ ...apiOptions(ctx), slug: 'home-page', locale: 'en' })
  const layout = toSpanish(home.layout ?? [])
  // The search-engine title and description too (the share image is one for both languages, left as stored).
  const meta = defined({ title: tr(home.meta?.title), description: tr(home.meta?.description) })
  const storedHome = await payload.findGlobal({ ...apiOptions(ctx), slug: 'home-page', ...es })
  if (isStored(layout, storedHome.layout) && isStored(meta, storedHome.meta ?? {})) tally(ctx, 'home-page (es)', 'unchanged')
  else {
    await payload.updateGlobal({ ...apiOptions(ctx), slug: 'home-page', locale: 'es', data: { layout, meta, _status: 'published' } })
    tally(ctx, 'home-page (es)', 'updated')
  }

  // The menus: every link text and group title (the addresses are shared).
  const navigation = await payload.findGlobal({ ...apiOptions(ctx), slug: 'navigation', locale: 'en' })
  const menus = toSpanish({ header: navigation.header ?? [], footer: navigation.footer ?? [], footerLine: navigation.footerLine ?? [] })
  const storedMenus = await payload.findGlobal({ ...apiOptions(ctx), slug: 'navigation', ...es })
  if (isStored(menus, storedMenus)) tally(ctx, 'navigation (es)', 'unchanged')
  else {
    await payload.updateGlobal({ ...apiOptions(ctx), slug: 'navigation', locale: 'es', data: menus })
    tally(ctx, 'navigation (es)', 'updated')
  }

  await seedSpanishSellTrade(ctx)
  await seedSpanishTradeIn(ctx)

  // The locations' notes (shown with their addresses on the contact and company pages).
  const locations = await payload.find({ ...apiOptions(ctx), collection: 'locations', locale: 'en', depth: 0, pagination: false, limit: 0 })
  for (const location of locations.docs) {
    const note = tr(location.note)
    if (note) await writeSpanish(ctx, 'locations', location.id, { note })
  }

  const faqs = await payload.find({ ...apiOptions(ctx), collection: 'faqs', locale: 'en', pagination: false, limit: 0 })
  for (const faq of faqs.docs) {
    const answers = (faq.answers ?? []).map(({ id, paragraph }) => ({ id, paragraph: tr(paragraph) }))
    // A question and its answers are required in each language: only wholly translated FAQs are written.
    const question = tr(faq.question)
    if (!question || answers.some((answer) => !answer.paragraph)) continue
    await writeSpanish(ctx, 'faqs', faq.id, { question, answers })
  }

  // Car-research topics: their names (the slugs, and so the addresses, are shared).
  const topics = await payload.find({ ...apiOptions(ctx), collection: 'article-categories', locale: 'en', pagination: false, limit: 0 })
  for (const topic of topics.docs) {
    const name = tr(topic.name)
    if (name) await writeSpanish(ctx, 'article-categories', topic.id, { name })
  }

  const promotions = await payload.find({ ...apiOptions(ctx), collection: 'promotions', locale: 'en', pagination: false, limit: 0 })
  for (const promotion of promotions.docs) {
    const data = defined({ title: tr(promotion.title), description: tr(promotion.description), ctaText: tr(promotion.ctaText) })
    if (Object.keys(data).length > 0) await writeSpanish(ctx, 'promotions', promotion.id, data)
  }

  const offers = await payload.find({ ...apiOptions(ctx), collection: 'special-offers', locale: 'en', pagination: false, limit: 0 })
  for (const offer of offers.docs) {
    const data = defined({
      title: tr(offer.title),
      description: tr(offer.description),
      ctaText: tr(offer.ctaText),
      disclaimer: tr(offer.disclaimer),
    })
    if (Object.keys(data).length > 0) await writeSpanish(ctx, 'special-offers', offer.id, data)
  }

  // The popups' dialog and side-tab texts (seed/data/spanish-popups.ts), by key.
  const popups = await ctx.payload.find({ ...apiOptions(ctx), collection: 'popups', locale: 'en', pagination: false, limit: 0 })
  for (const popup of popups.docs) {
    const spanish = SPANISH_POPUPS[popup.key]
    if (!spanish) continue
    await writeSpanish(ctx, 'popups', popup.id, {
      content: { ...popup.content, title: spanish.title, html: spanish.html },
      button: { ...popup.button, ...spanish.button },
    })
  }
}

/**
 * The sell-or-trade page's texts (seed/data/spanish-sell-trade.ts). Every text is translated, or the page is left
 * to the English fallback: the pitch's titles and the chart's features are required in each language. The rows keep
 * their ids, so only their Spanish texts are added (answers and order are shared).
 */
export async function seedSpanishSellTrade(ctx: SeedContext): Promise<void> {
  const { payload } = ctx
  const page = await payload.findGlobal({ ...apiOptions(ctx), slug: 'sell-trade-page', locale: 'en' })
  const spanish = (text: string | null | undefined) => (text ? SPANISH_SELL_TRADE[text] : undefined)
  const data = {
    heading: spanish(page.heading),
    subheading: page.subheading ? spanish(page.subheading) : undefined,
    ctaLabel: spanish(page.ctaLabel),
    pitch: (page.pitch ?? []).map((point) => ({ ...point, title: spanish(point.title), text: point.text ? spanish(point.text) : null })),
    comparison: {
      heading: page.comparison?.heading ? spanish(page.comparison.heading) : undefined,
      rows: (page.comparison?.rows ?? []).map((row) => ({ ...row, feature: spanish(row.feature) })),
    },
  }
  const untranslated =
    !data.heading ||
    !data.ctaLabel ||
    (page.subheading && !data.subheading) ||
    data.pitch.some((point, index) => !point.title || (page.pitch?.[index]?.text && !point.text)) ||
    (page.comparison?.heading && !data.comparison.heading) ||
    data.comparison.rows.some((row) => !row.feature)
  if (untranslated) return tally(ctx, 'sell-trade-page (es)', 'unchanged')
  const stored = await payload.findGlobal({ ...apiOptions(ctx), slug: 'sell-trade-page', ...es })
  if (isStored(data, stored)) return tally(ctx, 'sell-trade-page (es)', 'unchanged')
  await payload.updateGlobal({ ...apiOptions(ctx), slug: 'sell-trade-page', locale: 'es', data })
  tally(ctx, 'sell-trade-page (es)', 'updated')
}

/**
 * The trade-in questionnaire's texts (seed/data/spanish-trade-in.ts): step titles and descriptions, questions,
 * hints and answers. A question is written only when its text and every answer label are translated (they are
 * required in each language); the answers keep their ids and values, so conditions and offers are shared.
 */
export async function seedSpanishTradeIn(ctx: SeedContext): Promise<void> {
  const { payload } = ctx
  const spanish = (text: string | null | undefined) => (text ? SPANISH_TRADE_IN[text] : undefined)
  const categories = await payload.find({ ...apiOptions(ctx), collection: 'trade-in-categories', locale: 'en', depth: 0, pagination: false, limit: 0 })
  for (const category of categories.docs) {
    const title = spanish(category.title)
    if (title) await writeSpanish(ctx, 'trade-in-categories', category.id, defined({ title, description: spanish(category.description) }))
  }
  const questions = await payload.find({ ...apiOptions(ctx), collection: 'trade-in-questions', locale: 'en', pagination: false, limit: 0 })
  for (const question of questions.docs) {
    const text = spanish(question.text)
    const answers = (question.answers ?? []).map((answer) => ({
      ...answer,
      label: spanish(answer.label),
      description: answer.description ? (spanish(answer.description) ?? null) : null,
    }))
    if (!text || answers.some((answer) => !answer.label)) continue
    await writeSpanish(ctx, 'trade-in-questions', question.id, defined({ text, description: spanish(question.description), answers }))
  }
}
