/**
 * Where uploads live: on local disk under DATA_DIR (the collections' staticDir) unless S3_BUCKET is set, then in
 * that S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …) through @payloadcms/storage-s3, so several app
 * instances share one set of files. Every file stays behind Payload's file route (/api/<collection>/file/…) and
 * its read access: media for everyone, inventory feeds for managers, résumés for sales and managers. Objects are
 * written `private`, never public-read, so the bucket itself hands nothing out.
 */
import { s3Storage, type S3StorageOptions } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

type Env = Readonly<Record<string, string | undefined>>

/** The upload collections the bucket serves, each under a prefix of its own. */
export const STORED_COLLECTIONS = {
  media: { prefix: 'media' },
  'inventory-imports': { prefix: 'inventory-imports' },
  resumes: { prefix: 'resumes' },
} as const satisfies S3StorageOptions['collections']

const isTrue = (value: string | undefined) => value === 'true' || value === '1'

/**
 * The storage-s3 options from S3_* variables: S3_BUCKET (unset = local disk), S3_REGION (default us-east-1),
 * S3_ENDPOINT (for a non-AWS server), S3_ACCESS_KEY_ID with S3_SECRET_ACCESS_KEY (else the SDK's own chain:
 * instance role, AWS_* variables), S3_FORCE_PATH_STYLE=true (MinIO and most self-hosted servers).
 */
export function s3Options(env: Env = process.env): S3StorageOptions {
  const bucket = env.S3_BUCKET?.trim() ?? ''
  const keyId = env.S3_ACCESS_KEY_ID?.trim()
  const secret = env.S3_SECRET_ACCESS_KEY?.trim()
  if (bucket && Boolean(keyId) !== Boolean(secret)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither (the SDK then finds credentials itself)')
  }
  return {
    enabled: bucket !== '',
    // The prefix field is in the schema with or without a bucket, so one set of SQLite migrations fits both.
    alwaysInsertFields: true,
    bucket,
    acl: 'private',
    collections: STORED_COLLECTIONS,
    config: {
      region: env.S3_REGION?.trim() || 'us-east-1',
      ...(env.S3_ENDPOINT?.trim() ? { endpoint: env.S3_ENDPOINT.trim() } : {}),
      forcePathStyle: isTrue(env.S3_FORCE_PATH_STYLE),
      ...(keyId && secret ? { credentials: { accessKeyId: keyId, secretAccessKey: secret } } : {}),
    },
  }
}

/** The storage plugin: S3 when S3_BUCKET is set, otherwise disabled (local disk) with the same fields. */
export function uploadStorage(env: Env = process.env): Plugin {
  return s3Storage(s3Options(env))
}
