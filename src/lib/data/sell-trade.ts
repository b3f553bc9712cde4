import { cacheLife, cacheTag } from 'next/cache'
import type { Payload } from 'payload'

import { TAGS } from '@/lib/cache/tags'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { questionnaireSteps, type QuestionnaireStep } from '@/lib/trade-in/questionnaire'
import type { SellTradePage } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'
import { getStoreContact, type StoreContact } from './store-settings'

/** The landing page's content: heading, pitch, call to action and comparison chart. */
export type SellTradePageContent = Pick<SellTradePage, 'heading' | 'subheading' | 'pitch' | 'ctaLabel' | 'comparison'>

/** What /sell-trade-my-car shows: the marketing content and the store's name (for the title). */
export type SellTradeLanding = {
  content: SellTradePageContent
  store: StoreContact
}

/** What the your-vehicle wizard needs: the questionnaire's steps and the store's phones (for the noscript note). */
export type SellTradeWizardData = {
  steps: QuestionnaireStep[]
  store: StoreContact
}

/**
 * The sell-or-trade landing page's data in a language (Spanish texts fall back to English), from the cached global
 * and store-settings readers.
 */
export async function getSellTradeLanding(locale: Locale = DEFAULT_LOCALE): Promise<SellTradeLanding> {
  await deferPastBuild()
  const [content, store] = await Promise.all([readSellTradePage(locale), getStoreContact()])
  return { content, store }
}

/**
 * The wizard's data: the questionnaire in a language (cached under the trade-in tag, Spanish texts falling back to
 * English) and the store's contact details.
 */
export async function getSellTradeWizard(locale: Locale = DEFAULT_LOCALE): Promise<SellTradeWizardData> {
  await deferPastBuild()
  const [steps, store] = await Promise.all([readQuestionnaire(locale), getStoreContact()])
  return { steps, store }
}

// The locale is an argument, so part of the cache key: each language its own entry, both under the global's tag.
async function readSellTradePage(locale: Locale): Promise<SellTradePageContent> {
  'use cache'
  cacheTag(TAGS.sellTradePage)
  cacheLife('days')
  return findSellTradePage(await getPayloadClient(), locale)
}

/** The landing page's texts in a language, a Spanish text left empty reading the English one (uncached). */
export async function findSellTradePage(payload: Payload, locale: Locale = DEFAULT_LOCALE): Promise<SellTradePageContent> {
  const { heading, subheading, pitch, ctaLabel, comparison } = await payload.findGlobal({
    slug: 'sell-trade-page',
    depth: 0,
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    overrideAccess: false,
  })
  return { heading, subheading, pitch, ctaLabel, comparison }
}

const MAX_CATEGORIES = 50

async function readQuestionnaire(locale: Locale): Promise<QuestionnaireStep[]> {
  'use cache'
  cacheTag(TAGS.tradeIn)
  cacheLife('days')
  const payload = await getPayloadClient()
  // Categories have no order field: they are asked in the order they were created (the seed's order).
  const { docs } = await payload.find({
    collection: 'trade-in-categories',
    depth: 1,
    limit: MAX_CATEGORIES,
    sort: 'createdAt',
    // The questions are populated in the same language.
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    overrideAccess: false,
  })
  return questionnaireSteps(
    docs.map((category) => ({
      categoryId: category.categoryId,
      title: category.title,
      description: category.description,
      questions: (category.questions ?? []).map((question) =>
        typeof question === 'string'
          ? question
          : {
              questionId: question.questionId,
              text: question.text,
              description: question.description,
              inputType: question.inputType,
              required: question.required,
              answers: question.answers?.map(({ label, value, description }) => ({
                label,
                value,
                description,
              })),
              condition: question.condition,
            },
      ),
    })),
  )
}
