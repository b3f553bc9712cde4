import { formatDate } from '@/lib/format'

/** An offer's validity as one line ('Valid through 12/31/26'); null when it runs until removed. Pure. */
export function offerValidity(offer: { startDate?: string | null; endDate?: string | null }): string | null {
  const end = formatDate(offer.endDate)
  if (!end) return null
  return `Valid through ${end}`
}
