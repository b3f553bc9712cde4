/**
 * Where uploads are stored: local disk unless S3_BUCKET is set, then an S3-compatible bucket with
 * private objects for every collection, résumés included. There is no S3 server on this machine: the choice and
 * the options are checked here, the bucket itself was not exercised (README, "Production at scale").
 */
import type { Config, Plugin } from 'payload'
import { describe, expect, it } from 'vitest'

import { s3Options, STORED_COLLECTIONS, uploadStorage } from '@/lib/config/storage'

const S3_ENV = {
  S3_BUCKET: 'dealer-uploads',
  S3_REGION: 'eu-central-1',
  S3_ENDPOINT: 'https://s3.example.test',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_FORCE_PATH_STYLE: 'true',
}

/** The three upload collections as the app declares them (local disk), for the plugin to rework. */
function uploadConfig(): Config {
  const upload = (slug: string) => ({ slug, upload: { staticDir: `/tmp/${slug}` }, fields: [] })
  return { collections: ['media', 'inventory-imports', 'resumes'].map(upload) } as unknown as Config
}

async function apply(plugin: Plugin) {
  const config = await plugin(uploadConfig())
  return Object.fromEntries((config.collections ?? []).map((collection) => [collection.slug, collection]))
}

const fieldNames = (collection: { fields: unknown[] }) =>
  collection.fields.map((field) => (field as { name?: string }).name)

describe('upload storage', () => {
  it('is the local disk without S3_BUCKET, with the same schema fields as with a bucket', async () => {
    expect(s3Options({}).enabled).toBe(false)
    const collections = await apply(uploadStorage({}))
    for (const slug of Object.keys(STORED_COLLECTIONS)) {
      const upload = collections[slug].upload as { disableLocalStorage?: boolean; staticDir?: string }
      expect(upload.disableLocalStorage ?? false).toBe(false)
      expect(upload.staticDir).toBe(`/tmp/${slug}`)
      expect(fieldNames(collections[slug])).toContain('prefix')
    }
  })

  it('is the S3 bucket of S3_* when S3_BUCKET is set: every collection, objects private, résumés included', async () => {
    const options = s3Options(S3_ENV)
    expect(options).toMatchObject({
      enabled: true,
      bucket: 'dealer-uploads',
      acl: 'private',
      config: {
        region: 'eu-central-1',
        endpoint: 'https://s3.example.test',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      },
    })
    expect(Object.keys(options.collections).sort()).toEqual(['inventory-imports', 'media', 'resumes'])
    // Served through Payload's file route and its read access, never straight from the bucket.
    for (const collection of Object.values(options.collections)) {
      expect(collection).not.toHaveProperty('disablePayloadAccessControl')
    }
    const collections = await apply(uploadStorage(S3_ENV))
    for (const slug of Object.keys(STORED_COLLECTIONS)) {
      expect((collections[slug].upload as { disableLocalStorage?: boolean }).disableLocalStorage).toBe(true)
      expect(fieldNames(collections[slug])).toContain('prefix')
    }
  })

  it('defaults the region, leaves credentials to the SDK when none are given, and refuses half a key pair', () => {
    expect(s3Options({ S3_BUCKET: 'b' }).config).toEqual({ region: 'us-east-1', forcePathStyle: false })
    expect(() => s3Options({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-the-id' })).toThrow(/go together/)
  })
})
