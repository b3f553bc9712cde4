import { describe, expect, it } from 'vitest'

import { webConcurrency } from '../../src/server/cluster.mjs'

describe('webConcurrency (how many processes `npm start` runs)', () => {
  it.each([
    [{}, 2, { count: 2 }],
    [{}, 8, { count: 8 }],
    [{ WEB_CONCURRENCY: '' }, 4, { count: 4 }],
    [{ WEB_CONCURRENCY: '1' }, 8, { count: 1 }],
    [{ WEB_CONCURRENCY: ' 3 ' }, 2, { count: 3 }],
    [{}, 0, { count: 1 }],
  ])('%j on %i cores → %j', (env, cores, expected) => {
    expect(webConcurrency(env, cores)).toEqual(expected)
  })

  it.each(['0', '-1', 'two', '1.5', '65'])('refuses WEB_CONCURRENCY=%s with a message', (value) => {
    expect(webConcurrency({ WEB_CONCURRENCY: value }, 2)).toEqual({
      error: `WEB_CONCURRENCY must be a whole number from 1 to 64 (got "${value}")\n`,
    })
  })
})
