/**
 * Every cache tag a reader uses must be expired by some collection or global hook, or an edit of that content
 * never reaches cached pages (as image and alt-text edits did before the media hook). Table-driven: the readers'
 * tags are read from the source (every `TAGS.x` in a file that calls `cacheTag`), the hooks' tags by running a
 * real create, update and delete of every collection and an update of every global on the Local API, with
 * Next's `revalidateTag` observed (outside a Next request it has no cache to expire).
 */
import fs from 'node:fs'
import path from 'node:path'

import type { CollectionSlug, GlobalSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { TAGS } from '@/lib/cache/tags'

import { createFixtureDoc, createRefs, FIXTURE_SLUGS, pngFile, type Refs } from '../helpers/fixtures'
import { createTestPayload, type TestPayload } from '../helpers/payload'

const expired = vi.hoisted(() => ({ tags: new Map<string, Set<string>>(), current: '' }))

vi.mock('next/cache', async (importOriginal) => {
  const actual = await importOriginal<typeof import('next/cache')>()
  return {
    ...actual,
    revalidateTag: (tag: string) => {
      const set = expired.tags.get(tag) ?? new Set<string>()
      set.add(expired.current)
      expired.tags.set(tag, set)
    },
  }
})

const SRC = path.resolve(__dirname, '../../src')
type TagName = keyof typeof TAGS

/** Source files under src/ that call cacheTag, with the TAGS names each one uses. */
function readersAndTheirTags(): { file: string; tags: TagName[] }[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.tsx?$/.test(entry.name)) files.push(full)
    }
  }
  walk(SRC)
  return files
    .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }))
    .filter(({ text, file }) => text.includes('cacheTag(') && !file.includes(`${path.sep}cache${path.sep}`))
    .map(({ file, text }) => ({
      file: path.relative(SRC, file),
      tags: [...new Set([...text.matchAll(/\bTAGS\.(\w+)/g)].map((match) => match[1] as TagName))],
    }))
}

let t: TestPayload
let refs: Refs

/** The tag a TAGS entry stands for; per-document tags are taken for the fixture vehicle. */
function tagValue(name: TagName): string {
  const entry = TAGS[name]
  return typeof entry === 'function' ? entry(refs.vehicle) : entry
}

beforeAll(async () => {
  t = await createTestPayload('cache-tags')
  refs = await createRefs(t.payload)
  const { payload } = t
  const live = { context: {} }

  const collections: CollectionSlug[] = [...FIXTURE_SLUGS]
  for (const slug of collections) {
    expired.current = slug
    const { id } = await createFixtureDoc(payload, slug, refs)
    await payload.update({ collection: slug, id, data: {}, ...live })
    await payload.delete({ collection: slug, id, ...live })
  }
  // The referenced documents' own tags (the vehicle's id tag) through an edit of the ones createRefs made.
  expired.current = 'vehicles'
  await payload.update({ collection: 'vehicles', id: refs.vehicle, data: { price: 19_995 }, ...live })

  expired.current = 'media'
  const media = await payload.create({ collection: 'media', data: { alt: 'Before' }, file: await pngFile(), ...live })
  await payload.update({ collection: 'media', id: media.id, data: { alt: 'After' }, ...live })
  await payload.delete({ collection: 'media', id: media.id, ...live })

  expired.current = 'redirects'
  const redirect = await payload.create({
    collection: 'redirects',
    data: { from: '/cache-tags-test', to: { type: 'custom', url: '/' }, type: '301' },
    ...live,
  })
  await payload.delete({ collection: 'redirects', id: redirect.id, ...live })

  for (const global of t.config.globals.map((config) => config.slug as GlobalSlug)) {
    expired.current = `global ${global}`
    await payload.updateGlobal({ slug: global, data: {}, ...live })
  }
})

afterAll(async () => {
  await t?.cleanup()
})

describe('cache tags: every tag a reader uses is expired by a hook', () => {
  const readers = readersAndTheirTags()

  it('finds the readers (the scan itself works)', () => {
    expect(readers.map((reader) => reader.file)).toEqual(
      expect.arrayContaining(['lib/data/vehicles.ts', 'lib/data/staff.ts', 'lib/data/popups.ts']),
    )
    expect(readers.find((reader) => reader.file === 'lib/data/staff.ts')?.tags).toContain('media')
  })

  it.each(readers.flatMap((reader) => reader.tags.map((tag) => [reader.file, tag] as const)))(
    '%s: TAGS.%s is expired by some hook',
    (_file, name) => {
      expect(TAGS).toHaveProperty(name)
      expect([...(expired.tags.get(tagValue(name)) ?? [])]).not.toEqual([])
    },
  )

  it.each(Object.keys(TAGS) as TagName[])('tags.ts: TAGS.%s is expired by some hook', (name) => {
    expect([...(expired.tags.get(tagValue(name)) ?? [])]).not.toEqual([])
  })

  it('media edits expire the media tag (image and alt-text changes reach cached pages)', () => {
    expect(expired.tags.get(TAGS.media)).toContain('media')
  })
})
