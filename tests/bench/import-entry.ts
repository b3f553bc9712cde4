/**
 * The body of `npm run bench:import` (tests/bench/import.mjs sets a throwaway database up and bundles this with
 * seed/run.mjs): imports the generated feed into an empty inventory, then the same feed again (every row unchanged),
 * timing both and printing the import's progress lines. Meanwhile a reader asks for a search page's cards every
 * 100 ms, as a visitor's page would, and the latencies it saw are printed: the site's reads are answered during
 * the import, not after it.
 */
import fs from 'node:fs'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { importInventoryFeed } from '@/lib/inventory-feed/apply'
import { PUBLIC_STOCK } from '@/lib/inventory/where'
import { BODY_STYLE_VALUES } from '@/lib/vehicles/body-styles'

type Reads = { latencies: number[]; stop: () => Promise<void> }

// BENCH_IMPORT_READER=0 leaves the reader out: its reads cost CPU in the same process, so the import's own CPU time
// is measured without it.
const READER = process.env.BENCH_IMPORT_READER !== '0'

function startReader(payload: Payload): Reads {
  const latencies: number[] = []
  let running = READER
  const loop = (async () => {
    while (running) {
      const started = performance.now()
      await payload.find({
        collection: 'vehicles',
        where: { and: PUBLIC_STOCK },
        sort: '-createdAt',
        limit: 24,
        depth: 0,
        overrideAccess: false,
      })
      latencies.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })()
  return {
    latencies,
    stop: async () => {
      running = false
      await loop
    },
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

const perRow = (cpu: NodeJS.CpuUsage, written: number) =>
  written > 0 ? `, ${((cpu.user + cpu.system) / 1e3 / written).toFixed(2)} ms a written row` : ''

async function timedImport(payload: Payload, label: string, csv: string): Promise<void> {
  const started = performance.now()
  const cpuBefore = process.cpuUsage()
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
  const reads = startReader(payload)
  const outcome = await importInventoryFeed(payload, csv, {
    onProgress: (message) => process.stdout.write(`  [${seconds()} s] ${message}\n`),
  })
  const total = seconds()
  const cpu = process.cpuUsage(cpuBefore)
  await reads.stop()
  if (!outcome.ok) throw new Error(`${label}: ${JSON.stringify(outcome.errors.slice(0, 3))}`)
  const { created, updated, unchanged, sold } = outcome.summary
  const ms = (value: number) => `${Math.round(value)} ms`
  process.stdout.write(
    `${label}: ${total} s (${created} created, ${updated} updated, ${unchanged} unchanged, ${sold} sold)\n` +
      // On a shared machine the wall time depends on the neighbours; the CPU time is this import's own cost.
      `  CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s${perRow(cpu, created + updated + sold)}\n` +
      (READER
        ? `  page reads during the import: ${reads.latencies.length}, p50 ${ms(percentile(reads.latencies, 50))}, ` +
          `p95 ${ms(percentile(reads.latencies, 95))}, max ${ms(percentile(reads.latencies, 100))}\n`
        : '  page reads during the import: none (BENCH_IMPORT_READER=0)\n'),
  )
}

export async function runFromCli([file]: string[] = []): Promise<void> {
  if (!file) throw new Error('usage: tests/bench/import.mjs (it passes the generated feed)')
  const csv = fs.readFileSync(file, 'utf8')
  const payload = await getPayload({ config: await config })
  try {
    for (const value of BODY_STYLE_VALUES) {
      await payload.create({
        collection: 'body-styles',
        data: { name: value, value, startingPrice: 15_000, active: true },
        context: { disableRevalidate: true },
      })
    }
    await timedImport(payload, 'first import (empty inventory)', csv)
    await timedImport(payload, 'same feed again (every row unchanged)', csv)
  } finally {
    await payload.destroy()
  }
}
