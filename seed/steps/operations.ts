import { JOB_OPENINGS } from '../data/job-openings'
import { TRADE_IN_CATEGORIES, TRADE_IN_QUESTIONS } from '../data/trade-in'
import type { SeedContext } from '../lib/context'
import { upsertMany } from '../lib/upsert'

/** The trade-in questionnaire: questions first, then the categories that order them. */
export async function seedTradeIn(ctx: SeedContext): Promise<void> {
  const questions = await upsertMany(
    ctx,
    'trade-in-questions',
    'questionId',
    TRADE_IN_QUESTIONS.map((data) => ({ key: data.questionId, data })),
  )
  await upsertMany(
    ctx,
    'trade-in-categories',
    'categoryId',
    TRADE_IN_CATEGORIES.map((category) => ({
      key: category.categoryId,
      data: { ...category, questions: category.questions.flatMap((id) => questions.get(id) ?? []) },
    })),
  )
}

/** Open positions on the careers page. */
export async function seedJobOpenings(ctx: SeedContext, locations: Map<string, string>): Promise<void> {
  await upsertMany(
    ctx,
    'job-openings',
    'slug',
    JOB_OPENINGS.map(({ location, ...fields }) => ({
      key: fields.slug,
      data: { ...fields, location: locations.get(location) },
    })),
  )
}
