import type { CollectionSlug } from 'payload'

import {
  SPANISH_ARTICLES,
  SPANISH_BODY_STYLE_GUIDES,
  SPANISH_HELP_CATEGORIES,
  SPANISH_JOB_OPENINGS,
  SPANISH_PAGES,
  SPANISH_STAFF_BIOS,
  SPANISH_STAFF_TITLES,
} from '../data/spanish-content'
import { lexicalFromText } from '../lib/lexical'
import { apiOptions, type SeedContext } from '../lib/context'
import { defined, writeSpanish } from '../lib/spanish'


/** Every document of a collection in English with the fields the step needs (a seed-sized read). */
async function englishDocs<T extends CollectionSlug>(ctx: SeedContext, collection: T) {
  const { docs } = await ctx.payload.find({ ...apiOptions(ctx), collection, locale: 'en', pagination: false, limit: 0 })
  return docs
}

/**
 * The Spanish (`es` locale) versions of the main articles, the company, service, protection-plan and legal pages,
 * the help-center topics, staff titles and bios, the job openings and the body styles' buying guides.
 * Each document is written only when its Spanish values differ, so a second run changes nothing.
 */
export async function seedSpanishContent(ctx: SeedContext): Promise<void> {
  for (const doc of await englishDocs(ctx, 'articles')) {
    const spanish = doc.slug ? SPANISH_ARTICLES[doc.slug] : undefined
    if (!spanish) continue
    // The share image is one for both languages: sent back unchanged with the Spanish SEO texts.
    const meta = { ...doc.meta, title: spanish.title, description: spanish.excerpt }
    await writeSpanish(ctx, 'articles', doc.id, {
      title: spanish.title,
      excerpt: spanish.excerpt,
      body: lexicalFromText(spanish.body),
      meta,
      _status: 'published',
    })
  }

  for (const doc of await englishDocs(ctx, 'pages')) {
    const spanish = SPANISH_PAGES[doc.slug]
    if (!spanish) continue
    const meta = spanish.description ? { ...doc.meta, description: spanish.description } : undefined
    await writeSpanish(
      ctx,
      'pages',
      doc.id,
      defined({
        title: spanish.title,
        // A page without its own heading shows its title; the Spanish one then shows the Spanish title.
        heading: spanish.heading,
        subtitle: spanish.subtitle,
        body: spanish.body ? lexicalFromText(spanish.body) : undefined,
        meta,
        _status: 'published',
      }),
    )
  }

  for (const doc of await englishDocs(ctx, 'help-center-categories')) {
    const spanish = doc.slug ? SPANISH_HELP_CATEGORIES[doc.slug] : undefined
    if (spanish) await writeSpanish(ctx, 'help-center-categories', doc.id, { ...spanish })
  }

  for (const doc of await englishDocs(ctx, 'staff')) {
    const data = defined({
      title: doc.title ? SPANISH_STAFF_TITLES[doc.title] : undefined,
      bio: doc.slug ? SPANISH_STAFF_BIOS[doc.slug] : undefined,
    })
    if (Object.keys(data).length > 0) await writeSpanish(ctx, 'staff', doc.id, data)
  }

  for (const doc of await englishDocs(ctx, 'job-openings')) {
    const spanish = doc.slug ? SPANISH_JOB_OPENINGS[doc.slug] : undefined
    if (spanish) await writeSpanish(ctx, 'job-openings', doc.id, { ...spanish })
  }

  for (const doc of await englishDocs(ctx, 'body-styles')) {
    const buyingGuide = Object.hasOwn(SPANISH_BODY_STYLE_GUIDES, doc.value) ? SPANISH_BODY_STYLE_GUIDES[doc.value] : undefined
    if (buyingGuide) await writeSpanish(ctx, 'body-styles', doc.id, { buyingGuide })
  }
}
