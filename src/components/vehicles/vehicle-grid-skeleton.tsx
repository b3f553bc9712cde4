/** Placeholder cards with the real cards' proportions while inventory streams in. */
export function VehicleGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="overflow-hidden rounded-xl border border-line">
          <div className="aspect-[4/3] animate-pulse bg-surface" />
          <div className="space-y-2 p-4">
            <div className="h-4 w-3/4 rounded bg-surface" />
            <div className="h-4 w-1/2 rounded bg-surface" />
            <div className="h-6 w-1/3 rounded bg-surface" />
          </div>
        </li>
      ))}
    </ul>
  )
}
