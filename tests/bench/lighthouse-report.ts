/**
 * The pure parts of the Lighthouse bench (tests/bench/lighthouse.ts): what one report says, medians, and whether
 * this tree's node_modules can serve a baseline checkout.
 */

/** What the bench keeps of one Lighthouse report. Scores are 0–1; null when Lighthouse could not score. */
export type LighthouseReading = {
  /** Bytes over the wire of every script the page loaded during the run (Lighthouse's network-requests audit). */
  scriptBytes: number
  totalBlockingMs: number
  lcpMs: number | null
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
}

type Audit = { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }
type Report = {
  runtimeError?: { code?: string; message?: string }
  audits: Record<string, Audit | undefined>
  categories: Record<string, { score: number | null } | undefined>
}

/** Reads one report (the CLI's JSON); throws when Lighthouse itself failed to load the page. */
export function readLighthouseReport(report: Report): LighthouseReading {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message ?? ''}`)
  const requests = report.audits['network-requests']?.details?.items ?? []
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (typeof request.transferSize === 'number' ? request.transferSize : 0), 0)
  const tbt = report.audits['total-blocking-time']?.numericValue
  if (typeof tbt !== 'number') throw new Error('Lighthouse: the report has no total blocking time')
  const score = (category: string) => report.categories[category]?.score ?? null
  return {
    scriptBytes,
    totalBlockingMs: tbt,
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? null,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  }
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

type PackageJson = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }

/**
 * The packages a baseline names that this tree's install may not satisfy: each must be installed here, and
 * declared here with the same version range, or pinned there to exactly the version installed here. Empty: the
 * baseline can build with this tree's node_modules.
 */
export function compareDependencies(
  base: PackageJson,
  current: PackageJson,
  installedVersion: (name: string) => string | undefined,
): string[] {
  const declared = { ...current.dependencies, ...current.devDependencies }
  const mismatches: string[] = []
  for (const [name, range] of Object.entries({ ...base.dependencies, ...base.devDependencies })) {
    const installed = installedVersion(name)
    if (installed === undefined) mismatches.push(`${name} is not installed`)
    else if (declared[name] !== range && installed !== range) mismatches.push(`${name} ${range}, installed ${installed}`)
  }
  return mismatches
}
