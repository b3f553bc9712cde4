import { describe, expect, it } from 'vitest'

import { compareDependencies, median, readLighthouseReport } from '../bench/lighthouse-report'

/** The parts of a Lighthouse JSON report the bench reads, as Lighthouse 13 writes them. */
function report(overrides: { performance?: number | null; runtimeError?: { code: string; message: string } } = {}) {
  return {
    ...(overrides.runtimeError ? { runtimeError: overrides.runtimeError } : {}),
    audits: {
      'network-requests': {
        details: {
          items: [
            { url: 'http://127.0.0.1/', resourceType: 'Document', transferSize: 30_000 },
            { url: 'http://127.0.0.1/_next/static/chunks/a.js', resourceType: 'Script', transferSize: 60_000 },
            { url: 'http://127.0.0.1/_next/static/chunks/b.js', resourceType: 'Script', transferSize: 4_096 },
            { url: 'http://127.0.0.1/_next/static/css/c.css', resourceType: 'Stylesheet', transferSize: 9_000 },
          ],
        },
      },
      'total-blocking-time': { numericValue: 412.5 },
      'largest-contentful-paint': { numericValue: 2_150 },
    },
    categories: {
      performance: { score: overrides.performance === undefined ? 0.93 : overrides.performance },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 0.92 },
    },
  }
}

describe('readLighthouseReport', () => {
  it('adds up the transfer size of scripts only, and reads TBT, LCP and the four scores', () => {
    expect(readLighthouseReport(report())).toEqual({
      scriptBytes: 64_096,
      totalBlockingMs: 412.5,
      lcpMs: 2_150,
      performance: 0.93,
      accessibility: 1,
      bestPractices: 1,
      seo: 0.92,
    })
  })

  it('keeps a run Lighthouse could not score as null, not as zero', () => {
    expect(readLighthouseReport(report({ performance: null })).performance).toBeNull()
  })

  it('refuses a report of a page Lighthouse could not load', () => {
    expect(() =>
      readLighthouseReport(report({ runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: 'status 500' } })),
    ).toThrow(/ERRORED_DOCUMENT_REQUEST/)
  })
})

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middle values of an even one, in any order', () => {
    expect(median([900, 550, 700])).toBe(700)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(() => median([])).toThrow()
  })
})

describe('compareDependencies', () => {
  const installed: Record<string, string> = { next: '16.4.6', zod: '4.1.12', react: '19.2.9' }
  const current = { dependencies: { next: '16.4.6', zod: '^4.1.0', react: '19.2.9', extra: '1.0.0' } }

  it('accepts a baseline whose packages are declared alike here, or pinned to what is installed', () => {
    const base = { dependencies: { next: '16.4.6', zod: '^4.1.0' }, devDependencies: { react: '19.2.9' } }
    expect(compareDependencies(base, current, (name) => installed[name])).toEqual([])
  })

  it('names each package whose range differs from this tree, or which is not installed at all', () => {
    const base = { dependencies: { next: '15.0.0', zod: '^3.22.0', leftpad: '1.0.0' } }
    expect(compareDependencies(base, current, (name) => installed[name])).toEqual([
      'next 15.0.0, installed 16.4.6',
      'zod ^3.22.0, installed 4.1.12',
      'leftpad is not installed',
    ])
  })
})
