import { apiOptions, recordError, tally, type SeedContext } from '../lib/context'

/** A generated image: its stable file name (the natural key), alt text and how to draw it. */
export type ImageSpec = {
  filename: string
  alt: string
  mimetype: 'image/webp' | 'image/png'
  render: () => Promise<Buffer>
}

/** Returns the media id for an image, uploading it only the first time; later runs reuse the stored file. */
export type MediaLibrary = (spec: ImageSpec) => Promise<string>

/** How many uploads may run at once: several on their own, one at a time inside a caller's request/transaction. */
export const uploadConcurrency = (ctx: SeedContext): number => (ctx.req ? 1 : 4)

/** Uploads the distinct images of a list a few at a time (sharp resizing dominates), so later lookups hit the cache. */
export async function preload(media: MediaLibrary, specs: ImageSpec[], concurrency: number): Promise<void> {
  const queue = [...new Map(specs.map((spec) => [spec.filename, spec])).values()]
  const worker = async (): Promise<void> => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) await media(spec)
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
}

// Payload renames an upload whose file already exists on disk ('x.webp' → 'x-1.webp'), e.g. after the database
// was reset but data/media kept; treat those as the same image. Seed file names never end in '-<digits>'.
const canonical = (filename: string): string => filename.replace(/-\d+(\.[a-z]+)$/, '$1')

/** Loads the names of every stored upload once, then hands out ids, creating missing images on demand. */
export async function openMediaLibrary(ctx: SeedContext): Promise<MediaLibrary> {
  const existing = await ctx.payload.find({
    ...apiOptions(ctx),
    collection: 'media',
    pagination: false,
    limit: 0,
    select: { filename: true },
  })
  const ids = new Map<string, Promise<string>>()
  for (const doc of existing.docs) if (doc.filename) ids.set(canonical(doc.filename), Promise.resolve(String(doc.id)))
  // Count each stored image once, however many vehicles share it.
  const counted = new Set<string>()

  return (spec) => {
    const known = ids.get(spec.filename)
    if (known) {
      if (!counted.has(spec.filename)) tally(ctx, 'media', 'unchanged')
      counted.add(spec.filename)
      return known
    }
    counted.add(spec.filename)
    const pending = upload(spec)
    ids.set(spec.filename, pending)
    return pending
  }

  async function upload(spec: ImageSpec): Promise<string> {
    try {
      const data = await spec.render()
      const created = await ctx.payload.create({
        ...apiOptions(ctx),
        collection: 'media',
        data: { alt: spec.alt },
        file: { data, mimetype: spec.mimetype, name: spec.filename, size: data.length },
      })
      tally(ctx, 'media', 'created')
      return String(created.id)
    } catch (error) {
      throw recordError('media', spec.filename, error)
    }
  }
}
