import { describe, expect, it } from 'vitest'

import {
  chunkReload,
  IDLE_AFTER_MS,
  isChunkLoadError,
  latestBuildId,
  parseReloadLog,
  RELOAD_GUARD_MS,
  shouldReloadForBuild,
} from '@/lib/app-updates/reload'

const base = { current: 'build-a', latest: 'build-b', hidden: false, idleMs: 0, hasUnsentInput: false }

describe('reload for a new build', () => {
  it.each([
    ['same build', { latest: 'build-a', hidden: true }, false],
    ['build not known yet', { latest: null, hidden: true }, false],
    ['new build, visitor active', {}, false],
    ['new build, visitor active just under the idle time', { idleMs: IDLE_AFTER_MS - 1 }, false],
    ['new build, visitor idle', { idleMs: IDLE_AFTER_MS }, true],
    ['new build, background tab', { hidden: true }, true],
    ['new build, background tab, unsent form input', { hidden: true, hasUnsentInput: true }, false],
    ['new build, idle, unsent form input', { idleMs: 10 * IDLE_AFTER_MS, hasUnsentInput: true }, false],
  ] as const)('%s → %s', (_name, change, expected) => {
    expect(shouldReloadForBuild({ ...base, ...change })).toBe(expected)
  })

  it('reads only a sensible id from the answer', () => {
    expect(latestBuildId({ id: 'abc', timestamp: 1 })).toBe('abc')
    for (const body of [null, 'abc', {}, { id: '' }, { id: 42 }, { id: 'x'.repeat(101) }]) {
      expect(latestBuildId(body)).toBeNull()
    }
  })
})

describe('reload after a chunk failed to load', () => {
  it('recognises webpack and Next chunk errors only', () => {
    const named = Object.assign(new Error('whatever'), { name: 'ChunkLoadError' })
    expect(isChunkLoadError(named)).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 4417 failed.\n(error: /_next/static/chunks/4417.js)'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk app-layout failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false)
  })

  it('reloads a path at most once within the guard, and again after it', () => {
    const first = chunkReload('/contact-us', 1_000, {})
    expect(first).toEqual({ reload: true, log: { '/contact-us': 1_000 } })
    expect(chunkReload('/contact-us', 1_000 + RELOAD_GUARD_MS - 1, first.log).reload).toBe(false)
    expect(chunkReload('/service', 1_500, first.log)).toEqual({
      reload: true,
      log: { '/contact-us': 1_000, '/service': 1_500 },
    })
    const later = chunkReload('/contact-us', 1_000 + RELOAD_GUARD_MS, first.log)
    expect(later).toEqual({ reload: true, log: { '/contact-us': 1_000 + RELOAD_GUARD_MS } })
  })

  it('drops expired entries and survives a garbled log', () => {
    const log = { '/old': 0, '/recent': 50_000 }
    expect(chunkReload('/new', 55_000, log).log).toEqual({ '/recent': 50_000, '/new': 55_000 })
    expect(parseReloadLog('{not json')).toEqual({})
    expect(parseReloadLog('[1,2]')).toEqual({})
    expect(parseReloadLog('{"/a": 5, "/b": "x"}')).toEqual({ '/a': 5 })
    expect(parseReloadLog(null)).toEqual({})
  })
})
