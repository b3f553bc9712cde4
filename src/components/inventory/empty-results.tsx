import { ResetLink } from './active-filters'
import type { ListingState } from '@/lib/inventory/listing-href'

/** The empty state: SPEC-style message and a way back to the whole listing. */
export function EmptyResults({ state }: { state: ListingState }) {
  return (
    <div className="rounded-xl border border-dashed border-line bg-surface p-8 text-center">
      <p className="text-lg font-semibold text-ink-900">No vehicles match these filters</p>
      <p className="mt-1 text-ink-600">Try removing a filter or widening the price range.</p>
      <div className="mt-3">
        <ResetLink state={state} />
      </div>
    </div>
  )
}
