// Plain JavaScript (with JSDoc types) because server.mjs checks it before anything else loads, where no TypeScript
// runs. One zod schema of what production needs; every problem is reported at once so a deployment is fixed in one
// round, not one variable per restart.
import { z } from 'zod'

const LEAD_KEY_BYTES = 32

/** A value that may be unset: blank counts as unset (docker-compose writes `VAR=` for `${VAR:-}`). */
const optional = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().optional())

/** @param {string} name @param {string} hint */
const required = (name, hint) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string({ error: `${name} is required: ${hint}` }).trim(),
  )

/** True for exactly 32 bytes of canonical base64 (Buffer.from ignores stray characters, so round-trip it). */
function isLeadKey(/** @type {string} */ value) {
  const key = Buffer.from(value, 'base64')
  return key.length === LEAD_KEY_BYTES && key.toString('base64').replace(/=+$/, '') === value.replace(/=+$/, '')
}

/** @param {string} value */
const isHttpUrl = (value) => {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const flag = z.string().optional()

/** @param {unknown} value */
const present = (value) => (typeof value === 'string' ? value.trim() : '')
/** @param {unknown} value */
const isTrue = (value) => present(value).toLowerCase() === 'true'

/** The production environment schema (unknown variables pass through untouched). */
export const productionEnvSchema = z
  .object({
    PAYLOAD_SECRET: required('PAYLOAD_SECRET', 'it signs staff sessions (e.g. `openssl rand -hex 32`).'),
    LEAD_ENCRYPTION_KEY: required(
      'LEAD_ENCRYPTION_KEY',
      'it encrypts SSNs and dates of birth (`openssl rand -base64 32`).',
    ).refine(isLeadKey, {
      error: 'LEAD_ENCRYPTION_KEY must be 32 random bytes in base64 (`openssl rand -base64 32`).',
    }),
    DATABASE_URI: required('DATABASE_URI', 'file:/path/to/dealership.db (SQLite) or mongodb://… (MongoDB).').refine(
      (value) => /^(file:|mongodb:\/\/|mongodb\+srv:\/\/)/.test(value),
      { error: 'DATABASE_URI must start with file: (SQLite) or mongodb:// / mongodb+srv:// (MongoDB).' },
    ),
    NEXT_PUBLIC_SERVER_URL: required(
      'NEXT_PUBLIC_SERVER_URL',
      'the public origin such as https://cars.example.com (canonical links, sitemaps, lead links).',
    ).refine(isHttpUrl, { error: 'NEXT_PUBLIC_SERVER_URL must be an http(s) URL such as https://cars.example.com.' }),
    SMTP_URL: optional.refine((value) => value === undefined || /^smtps?:\/\/[^/]/.test(value), {
      error: 'SMTP_URL must be an smtp:// or smtps:// URL.',
    }),
    EMAIL_OUTBOX: flag,
    SMS_WEBHOOK_URL: optional.refine((value) => value === undefined || isHttpUrl(value), {
      error: 'SMS_WEBHOOK_URL must be an http(s) URL.',
    }),
    SMS_DISABLED: flag,
  })
  // `when`: these run even when another variable failed, so the list is complete in one start.
  // Without SMTP every lead email is a file on the server: fine for a trial, never by accident.
  .refine((env) => Boolean(present(env.SMTP_URL)) || isTrue(env.EMAIL_OUTBOX), {
    path: ['SMTP_URL'],
    error: 'SMTP_URL is required to send lead emails (or set EMAIL_OUTBOX=true to write them to DATA_DIR/outbox/ on purpose).',
    when: () => true,
  })
  // Production never writes verification codes to files; without a provider phone verification refuses.
  .refine((env) => Boolean(present(env.SMS_WEBHOOK_URL)) || isTrue(env.SMS_DISABLED), {
    path: ['SMS_WEBHOOK_URL'],
    error: 'SMS_WEBHOOK_URL is required to text phone verification codes (or set SMS_DISABLED=true to run without phone verification).',
    when: () => true,
  })

/**
 * Every problem of a production environment as one readable line each; an empty list means it may start.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function productionConfigProblems(env) {
  const result = productionEnvSchema.safeParse(env)
  if (result.success) return []
  return result.error.issues.map((issue) => issue.message)
}

/**
 * The refusal printed before exiting, listing every problem.
 * @param {string[]} problems
 */
export function formatConfigProblems(problems) {
  const lines = problems.map((problem) => `  - ${problem}`)
  return [
    `Refusing to start: ${problems.length} problem${problems.length === 1 ? '' : 's'} with the production configuration:`,
    ...lines,
    'See README.md, "Environment variables".',
    '',
  ].join('\n')
}
