import Link from 'next/link'

/** The banner of a sold vehicle's page: it has been sold; similar vehicles follow below. */
export function SoldNotice({ title }: { title: string }) {
  return (
    <div role="status" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-ink-900">
      <p className="font-bold">This {title} has been sold.</p>
      <p className="mt-1 text-sm text-ink-700">
        See the similar vehicles below or{' '}
        <Link href="/cars-for-sale" className="font-semibold underline">
          browse all vehicles for sale
        </Link>
        .
      </p>
    </div>
  )
}
