import { FAQS } from '../data/faqs'
import { POPUPS } from '../data/popups'
import { PROMOTIONS, SPECIAL_OFFERS } from '../data/promotions'
import { bannerImage } from '../images/catalog'
import { preload, uploadConcurrency, type MediaLibrary } from '../images/library'
import type { SeedContext } from '../lib/context'
import { upsertMany } from '../lib/upsert'

// These collections keep drafts: what the seed writes is live on the site, so it is published.
const PUBLISHED = 'published' as const

/** Promotions (five active, one expired) and special offers of each type, with generated banners. */
export async function seedPromotions(ctx: SeedContext, media: MediaLibrary): Promise<void> {
  const promoArt = ({ art, ...fields }: (typeof PROMOTIONS)[number]) =>
    bannerImage(`promo-${fields.name}`, { ...art, title: fields.title ?? fields.name })
  const offerArt = ({ art, key, title }: (typeof SPECIAL_OFFERS)[number]) => bannerImage(`offer-${key}`, { ...art, title })
  await preload(media, [...PROMOTIONS.map(promoArt), ...SPECIAL_OFFERS.map(offerArt)], uploadConcurrency(ctx))

  const promotions = []
  for (const promotion of PROMOTIONS) {
    const { art: _art, ...fields } = promotion
    const image = await media(promoArt(promotion))
    promotions.push({ key: fields.name, data: { ...fields, image, _status: PUBLISHED } })
  }
  await upsertMany(ctx, 'promotions', 'name', promotions)

  const offers = []
  for (const offer of SPECIAL_OFFERS) {
    const { art: _art, key: _key, ...fields } = offer
    const image = await media(offerArt(offer))
    offers.push({ key: fields.title, data: { ...fields, image, _status: PUBLISHED } })
  }
  await upsertMany(ctx, 'special-offers', 'title', offers)
}

/** The unlock-inventory popup and the ten financing FAQs. */
export async function seedPopupsAndFaqs(ctx: SeedContext): Promise<void> {
  await upsertMany(ctx, 'popups', 'key', POPUPS.map((data) => ({ key: data.key, data: { ...data, _status: PUBLISHED } })))
  await upsertMany(ctx, 'faqs', 'question', FAQS.map((data) => ({ key: data.question, data })))
}
