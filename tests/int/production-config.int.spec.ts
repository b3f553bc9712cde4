import { spawn } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { formatConfigProblems, productionConfigProblems } from '@/lib/config/production-env.mjs'

const LEAD_KEY = Buffer.alloc(32, 3).toString('base64')
const VALID = {
  PAYLOAD_SECRET: 'a-long-random-session-secret',
  LEAD_ENCRYPTION_KEY: LEAD_KEY,
  DATABASE_URI: 'mongodb://mongo:27017/dealership',
  NEXT_PUBLIC_SERVER_URL: 'https://cars.example.com',
  SMTP_URL: 'smtp://user:pass@mail.example.com:587',
  SMS_WEBHOOK_URL: 'https://sms.example.com/send',
}

describe('productionConfigProblems', () => {
  it('accepts a complete production environment', () => {
    expect(productionConfigProblems(VALID)).toEqual([])
    expect(productionConfigProblems({ ...VALID, DATABASE_URI: 'file:/app/data/dealership.db' })).toEqual([])
    expect(
      productionConfigProblems({ ...VALID, SMTP_URL: undefined, EMAIL_OUTBOX: 'true', SMS_WEBHOOK_URL: '', SMS_DISABLED: 'TRUE' }),
    ).toEqual([])
  })

  const cases: Array<[string, Record<string, string | undefined>, RegExp]> = [
    ['no PAYLOAD_SECRET', { PAYLOAD_SECRET: undefined }, /^PAYLOAD_SECRET is required/],
    ['a blank PAYLOAD_SECRET (docker-compose ${VAR:-})', { PAYLOAD_SECRET: '  ' }, /^PAYLOAD_SECRET is required/],
    ['no LEAD_ENCRYPTION_KEY', { LEAD_ENCRYPTION_KEY: undefined }, /^LEAD_ENCRYPTION_KEY is required/],
    ['a 16-byte key', { LEAD_ENCRYPTION_KEY: Buffer.alloc(16, 1).toString('base64') }, /LEAD_ENCRYPTION_KEY must be 32 random bytes/],
    ['a hex key', { LEAD_ENCRYPTION_KEY: 'ab'.repeat(32) }, /LEAD_ENCRYPTION_KEY must be 32 random bytes/],
    ['no DATABASE_URI', { DATABASE_URI: undefined }, /^DATABASE_URI is required/],
    ['a postgres DATABASE_URI', { DATABASE_URI: 'postgres://db/x' }, /DATABASE_URI must start with file:/],
    ['no NEXT_PUBLIC_SERVER_URL', { NEXT_PUBLIC_SERVER_URL: undefined }, /^NEXT_PUBLIC_SERVER_URL is required/],
    ['a server URL without scheme', { NEXT_PUBLIC_SERVER_URL: 'cars.example.com' }, /must be an http\(s\) URL/],
    ['neither SMTP nor the outbox', { SMTP_URL: undefined }, /SMTP_URL is required .*EMAIL_OUTBOX=true/],
    ['EMAIL_OUTBOX other than true', { SMTP_URL: undefined, EMAIL_OUTBOX: 'yes' }, /SMTP_URL is required/],
    ['an http SMTP_URL', { SMTP_URL: 'http://mail.example.com' }, /SMTP_URL must be an smtp:\/\//],
    ['neither SMS provider nor SMS_DISABLED', { SMS_WEBHOOK_URL: undefined }, /SMS_WEBHOOK_URL is required .*SMS_DISABLED=true/],
    ['an ftp SMS_WEBHOOK_URL', { SMS_WEBHOOK_URL: 'ftp://sms.example.com' }, /SMS_WEBHOOK_URL must be an http\(s\) URL/],
  ]
  it.each(cases)('names %s', (_name, change, message) => {
    const problems = productionConfigProblems({ ...VALID, ...change })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(message)
  })

  it('lists every problem of an empty environment at once', () => {
    const problems = productionConfigProblems({})
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'PAYLOAD_SECRET',
      'LEAD_ENCRYPTION_KEY',
      'DATABASE_URI',
      'NEXT_PUBLIC_SERVER_URL',
      'SMTP_URL',
      'SMS_WEBHOOK_URL',
    ])
    expect(formatConfigProblems(problems)).toMatch(/^Refusing to start: 6 problems/)
  })
})

/** Runs `node server.mjs` as `npm start` does (NODE_ENV=production) with only the given variables. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve('server.mjs')], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '3299', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    // A server that started would never exit by itself: stop it and let the assertions fail.
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.once('error', reject)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr, stdout })
    })
  })
}

describe('node server.mjs with NODE_ENV=production', () => {
  it('exits 1 before listening and names every missing variable', async () => {
    const { code, stderr, stdout } = await startServer({})
    expect(code, stdout + stderr).toBe(1)
    for (const name of ['PAYLOAD_SECRET', 'LEAD_ENCRYPTION_KEY', 'DATABASE_URI', 'NEXT_PUBLIC_SERVER_URL', 'SMTP_URL', 'SMS_WEBHOOK_URL'])
      expect(stderr).toContain(`${name} is required`)
    expect(stdout).not.toContain('Ready on')
  })

  it('names invalid values alongside the missing ones', async () => {
    const { code, stderr } = await startServer({
      PAYLOAD_SECRET: 'a-long-random-session-secret',
      LEAD_ENCRYPTION_KEY: 'not-a-key',
      DATABASE_URI: 'postgres://db/dealership',
      NEXT_PUBLIC_SERVER_URL: 'https://cars.example.com',
      EMAIL_OUTBOX: 'true',
    })
    expect(code).toBe(1)
    expect(stderr).toMatch(/3 problems/)
    expect(stderr).toContain('LEAD_ENCRYPTION_KEY must be 32 random bytes')
    expect(stderr).toContain('DATABASE_URI must start with file:')
    expect(stderr).toContain('SMS_WEBHOOK_URL is required')
    expect(stderr).not.toContain('PAYLOAD_SECRET')
  })
})
