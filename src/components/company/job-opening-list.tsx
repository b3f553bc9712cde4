import type { JobOpeningSummary } from '@/lib/data/careers'

import { JobOpeningCard } from './job-opening-card'

/** The careers page's open positions; with none, a line that points to the general application beside it. */
export function JobOpeningList({ openings }: { openings: JobOpeningSummary[] }) {
  return (
    <section aria-labelledby="openings-heading">
      <h2 id="openings-heading" className="text-xl font-bold text-ink-900">
        Open positions
      </h2>
      {openings.length === 0 ? (
        <p className="mt-4 text-ink-700">
          We have no open positions right now. Send us a general application and we will contact you when a
          position opens.
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {openings.map((opening) => (
            <JobOpeningCard key={opening.id} opening={opening} />
          ))}
        </ul>
      )}
    </section>
  )
}
