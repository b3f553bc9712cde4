import { ARTICLE_CATEGORIES, ARTICLES, HELP_CENTER_CATEGORIES } from '../data/articles'
import { HELP_CENTER_FAQS } from '../data/help-center-faqs'
import { bannerImage } from '../images/catalog'
import type { MediaLibrary } from '../images/library'
import { apiOptions, type SeedContext } from '../lib/context'
import { upsertMany } from '../lib/upsert'

const SECTION_LABELS: Record<string, string> = {
  'staff-reviews': 'Staff review',
  'car-advice-education': 'Car advice',
  faqs: 'FAQ',
  news: 'News',
  'community-outreach': 'Community',
}

/** Article and help-center categories, then two published articles in each section. */
export async function seedArticles(ctx: SeedContext, media: MediaLibrary): Promise<void> {
  const categories = await upsertMany(
    ctx,
    'article-categories',
    'slug',
    ARTICLE_CATEGORIES.map((data) => ({ key: data.slug, data })),
  )
  await upsertMany(
    ctx,
    'help-center-categories',
    'slug',
    HELP_CENTER_CATEGORIES.map((data) => ({ key: data.slug, data })),
  )
  const docs = []
  for (const { art, categories: slugs, ...fields } of ARTICLES) {
    const heroImage = await media(
      bannerImage(`article-${fields.slug}`, { ...art, title: fields.title, kicker: SECTION_LABELS[fields.section] }),
    )
    const ids = slugs.flatMap((slug) => categories.get(slug) ?? [])
    docs.push({
      key: fields.slug,
      data: {
        ...fields,
        categories: ids,
        heroImage,
        meta: { title: fields.title, description: fields.excerpt, image: heroImage },
      },
    })
  }
  await upsertMany(ctx, 'articles', 'slug', docs)
}

/** The help-center questions, each linked to its categories (which seedArticles creates first). */
export async function seedHelpCenterFaqs(ctx: SeedContext): Promise<void> {
  const { docs } = await ctx.payload.find({
    ...apiOptions(ctx),
    collection: 'help-center-categories',
    pagination: false,
    limit: 0,
  })
  const ids = new Map(docs.flatMap((doc) => (doc.slug ? [[doc.slug, String(doc.id)] as const] : [])))
  await upsertMany(
    ctx,
    'faqs',
    'question',
    HELP_CENTER_FAQS.map(({ categories, ...data }) => ({
      key: data.question,
      data: { ...data, helpCenterCategories: categories.flatMap((slug) => ids.get(slug) ?? []) },
    })),
  )
}
