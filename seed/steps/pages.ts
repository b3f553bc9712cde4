import { pageBody, PAGES, type PageFixture } from '../data/pages'
import { bannerImage } from '../images/catalog'
import { preload, uploadConcurrency, type MediaLibrary } from '../images/library'
import type { SeedContext } from '../lib/context'
import { upsertMany } from '../lib/upsert'

type Art = NonNullable<PageFixture['hero']>

const artSpec = (key: string, art: Art) => bannerImage(`page-${key}`, art)
const keyOf = (slug: string) => slug.replace(/\//g, '-')

/** The published content pages with their banner art, upserted by slug (a second run changes nothing). */
export async function seedPages(ctx: SeedContext, media: MediaLibrary): Promise<void> {
  const specs = PAGES.flatMap((fixture) => [
    ...(fixture.hero ? [artSpec(keyOf(fixture.slug), fixture.hero)] : []),
    ...(fixture.gallery ?? []).map((art, index) => artSpec(`${keyOf(fixture.slug)}-${index + 1}`, art)),
  ])
  await preload(media, specs, uploadConcurrency(ctx))

  const docs = []
  for (const fixture of PAGES) {
    const { hero, gallery, description, body: _body, ...fields } = fixture
    const heroImage = hero ? await media(artSpec(keyOf(fixture.slug), hero)) : null
    const images = []
    for (const [index, art] of (gallery ?? []).entries()) {
      images.push(await media(artSpec(`${keyOf(fixture.slug)}-${index + 1}`, art)))
    }
    docs.push({
      key: fixture.slug,
      data: {
        ...fields,
        heroImage,
        images,
        body: pageBody(fixture),
        meta: { title: null, description, image: heroImage },
      },
    })
  }
  await upsertMany(ctx, 'pages', 'slug', docs)
}
