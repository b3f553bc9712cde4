/**
 * The production stacks parse and hold what the README promises. Docker is not available here, so the
 * files are read as YAML (with the merge keys compose uses) and checked, not started.
 */
import fs from 'node:fs'
import path from 'node:path'

import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'

import { repoRoot } from '../helpers/next-build.mjs'

type Service = {
  image?: string
  build?: unknown
  command?: string[]
  depends_on?: Record<string, { condition: string }>
  environment?: Record<string, string>
  healthcheck?: { test?: string[]; disable?: boolean }
  volumes?: string[]
}
type Compose = { services: Record<string, Service>; volumes: Record<string, unknown> }

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8')
const compose = (file: string) => parse(read(file), { merge: true }) as Compose
const checksHealth = (service: Service) => (service.healthcheck?.test ?? []).join(' ').includes('/api/health')

describe('docker-compose.yml (at scale)', () => {
  const { services, volumes } = compose('docker-compose.yml')

  it('runs MongoDB as a replica set that initiates itself, and Redis, both health-checked', () => {
    expect(services.mongo.command).toEqual(expect.arrayContaining(['--replSet', 'rs0']))
    expect(services.mongo.healthcheck?.test?.join(' ')).toContain('rs.initiate(')
    expect(services.redis.healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping'])
  })

  it('runs two app instances on the replica set and Redis, checked on /api/health, jobs left to the worker', () => {
    for (const name of ['app1', 'app2']) {
      const app = services[name]
      expect(app.build).toBeDefined()
      expect(app.environment).toMatchObject({
        DATABASE_URI: expect.stringContaining('replicaSet=rs0'),
        REDIS_URL: 'redis://redis:6379',
        WEB_CONCURRENCY: expect.any(String),
        JOBS_AUTORUN: 'false',
        TRUST_PROXY: '1',
        S3_BUCKET: expect.any(String),
      })
      expect(checksHealth(app)).toBe(true)
      expect(app.depends_on).toEqual({ mongo: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } })
    }
  })

  it('runs one worker with `npm run worker`, and Caddy in front of both apps with the repository Caddyfile', () => {
    expect(services.worker.command).toEqual(['npm', 'run', 'worker'])
    expect(services.worker.environment?.DATABASE_URI).toContain('replicaSet=rs0')
    expect(services.worker.healthcheck?.disable).toBe(true)
    expect(services.caddy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro')
    expect(Object.keys(services.caddy.depends_on ?? {}).sort()).toEqual(['app1', 'app2'])
    const caddyfile = read('deploy/Caddyfile')
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000/)
    expect(caddyfile).toMatch(/health_uri \/api\/health/)
  })

  it('keeps its data on named volumes', () => {
    expect(Object.keys(volumes).sort()).toEqual(
      ['caddy-config', 'caddy-data', 'inventory-imports', 'media', 'mongo-data', 'redis-data', 'resumes'].sort(),
    )
    for (const [name, service] of Object.entries(services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]
        if (!source.startsWith('./')) expect(volumes, `${name}: ${volume}`).toHaveProperty(source)
      }
    }
  })

  it('the npm worker script runs Payload\'s queue runner on every queue', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts
    expect(scripts.worker).toBe('cross-env NODE_OPTIONS=--no-deprecation node scripts/worker.mjs')
    // Every queue: the leads queue and the default one, where scheduled publishes wait.
    expect(read('scripts/worker.mjs')).toMatch(/'jobs:run',\s*'--all-queues',\s*'--handle-schedules',\s*'--cron'/)
  })
})

describe('docker-compose.single.yml (one machine)', () => {
  const { services } = compose('docker-compose.single.yml')

  it('runs MongoDB and one app checked by the image on /api/health, with its jobs inside', () => {
    expect(Object.keys(services).sort()).toEqual(['app', 'mongo'])
    expect(services.app.environment?.DATABASE_URI).toBe('mongodb://mongo:27017/dealership')
    expect(services.app.environment).not.toHaveProperty('JOBS_AUTORUN')
    expect(read('Dockerfile')).toMatch(/HEALTHCHECK[\s\S]*\/api\/health/)
  })
})
