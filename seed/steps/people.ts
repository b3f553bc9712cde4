import { REVIEWS } from '../data/reviews'
import { STAFF } from '../data/staff'
import { initialsImage, portraitImage } from '../images/catalog'
import type { MediaLibrary } from '../images/library'
import type { SeedContext } from '../lib/context'
import { upsertMany } from '../lib/upsert'

const BADGE_COLORS = ['#0f4c81', '#9e1b24', '#2e6b3f', '#6b3fa0', '#d9652b', '#14505c']

/** Sales and service staff with illustrated portraits. */
export async function seedStaff(ctx: SeedContext, media: MediaLibrary, locations: Map<string, string>): Promise<void> {
  const docs = []
  for (const { look, location, ...fields } of STAFF) {
    const photo = await media(portraitImage(fields.slug, `${fields.firstName} ${fields.lastName}`, look))
    docs.push({ key: fields.slug, data: { ...fields, photo, location: locations.get(location) } })
  }
  await upsertMany(ctx, 'staff', 'slug', docs)
}

/** Customer reviews; the ones marked `photo` get an initials badge as their picture. */
export async function seedReviews(ctx: SeedContext, media: MediaLibrary): Promise<void> {
  const docs = []
  for (const [index, { slug, ...fields }] of REVIEWS.entries()) {
    const reviewerPhoto = fields.photo
      ? await media(initialsImage(slug, fields.reviewerName, BADGE_COLORS[index % BADGE_COLORS.length]))
      : undefined
    docs.push({ key: fields.reviewerName, data: { ...fields, reviewerPhoto } })
  }
  await upsertMany(ctx, 'reviews', 'reviewerName', docs)
}
