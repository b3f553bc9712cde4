/**
 * Lease residuals: the share of the price the vehicle is expected to keep at lease end, by term and annual
 * miles. The product spec gives none, and real residuals come from lenders per model each month; this table is
 * an illustrative, plausible average for an estimate: 58 % for 36 months at 10,000 miles a year, 1.5 points
 * less for every 3 more months and 2 points less for every 2,500 more miles a year. Rows run to 48 months so
 * the example lease disclaimer (48 months, 10,000 miles) has a value, beyond the 24-39 month slider.
 */

/** Annual mileage columns of the table, matching the lease-miles slider stops. */
export const RESIDUAL_MILES = [10000, 12500, 15000] as const

/** Residual percent rows: one per lease term in months, one value per RESIDUAL_MILES column. */
export const RESIDUAL_TABLE: ReadonlyArray<{ termMonths: number; percent: readonly [number, number, number] }> = [
  { termMonths: 24, percent: [64, 62, 60] },
  { termMonths: 27, percent: [62.5, 60.5, 58.5] },
  { termMonths: 30, percent: [61, 59, 57] },
  { termMonths: 33, percent: [59.5, 57.5, 55.5] },
  { termMonths: 36, percent: [58, 56, 54] },
  { termMonths: 39, percent: [56.5, 54.5, 52.5] },
  { termMonths: 42, percent: [55, 53, 51] },
  { termMonths: 45, percent: [53.5, 51.5, 49.5] },
  { termMonths: 48, percent: [52, 50, 48] },
]

/** Where x falls among ascending stops: the lower index and the fraction towards the next, clamped to the ends. */
function locate(stops: readonly number[], x: number): { index: number; fraction: number } {
  if (!(x > stops[0])) return { index: 0, fraction: 0 }
  const last = stops.length - 1
  if (x >= stops[last]) return { index: last, fraction: 0 }
  let index = 0
  while (x >= stops[index + 1]) index += 1
  return { index, fraction: (x - stops[index]) / (stops[index + 1] - stops[index]) }
}

const lerp = (a: number, b: number, t: number): number => a + (b - a) * t

/**
 * Residual percent for a term and annual mileage: exact on table stops, linearly interpolated between them and
 * held at the nearest edge outside the table. The calculator's sliders lie inside the table, so only direct
 * callers with unusual terms ever hit an edge.
 */
export function residualPercent(termMonths: number, milesPerYear: number): number {
  const row = locate(
    RESIDUAL_TABLE.map((r) => r.termMonths),
    termMonths,
  )
  const col = locate(RESIDUAL_MILES, milesPerYear)
  const at = (r: number, c: number): number => {
    const rows = RESIDUAL_TABLE.length - 1
    const cols = RESIDUAL_MILES.length - 1
    return RESIDUAL_TABLE[Math.min(r, rows)].percent[Math.min(c, cols)]
  }
  const low = lerp(at(row.index, col.index), at(row.index, col.index + 1), col.fraction)
  const high = lerp(at(row.index + 1, col.index), at(row.index + 1, col.index + 1), col.fraction)
  return lerp(low, high, row.fraction)
}
