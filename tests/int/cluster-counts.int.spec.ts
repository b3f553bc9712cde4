/**
 * The counts the workers of one `npm start` share through their cluster primary (src/lib/abuse/counts.mjs) are
 * decided all or nothing, atomically across the processes: requests from two workers racing for a phone's last
 * codes get exactly its points between them, and a refused request uses up nothing of its address's limit. Runs
 * a real cluster (a primary and two forked workers, tests/helpers/cluster-counts-race.mjs); the production
 * server's workers are covered by tests/int/cluster-limits.int.spec.ts.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { repoRoot } from '../helpers/next-build.mjs'

type WorkerResult = { worker: string; allowed: boolean[]; left: number[]; phoneCheck: boolean; onceLeft: boolean }

describe('counts kept by the cluster primary', () => {
  it('two workers racing for one phone get its 3 points between them, and refused requests count nowhere', () => {
    const run = spawnSync(process.execPath, [path.join(repoRoot, 'tests/helpers/cluster-counts-race.mjs')], {
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(run.status, run.stderr).toBe(0)
    const results = JSON.parse(run.stdout) as WorkerResult[]
    expect(results.map((result) => result.worker).sort()).toEqual(['1', '2'])
    expect(results.flatMap((result) => result.allowed).filter(Boolean)).toHaveLength(3)
    for (const { allowed, left, phoneCheck, onceLeft } of results) {
      // An address whose request was counted has 4 of its 5 points left; one whose request was refused, all 5.
      expect(left).toEqual(allowed.map((counted) => (counted ? 4 : 5)))
      // check through the primary: refused for the phone, and it counted nothing (the one-point limit is still free).
      expect([phoneCheck, onceLeft]).toEqual([false, true])
    }
  })
})
