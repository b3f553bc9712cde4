import Link from 'next/link'

/** Pre-approval and test-drive prompts, linking to the lead forms with this vehicle's VIN. */
export function VehiclePrompts({ vin }: { vin: string }) {
  const query = encodeURIComponent(vin)
  return (
    <div className="space-y-3">
      <div className="rounded-xl bg-brand-50 p-4">
        <h2 className="font-bold text-ink-900">Get pre-approved</h2>
        <p className="mt-1 text-sm text-ink-700">See your real rate in minutes with no impact on your credit score.</p>
        <Link
          href={`/auto-financing/apply-for-financing?vin=${query}`}
          className="mt-3 inline-block rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Get pre-approved
        </Link>
      </div>
      <div className="rounded-xl border border-line p-4">
        <h2 className="font-bold text-ink-900">Take it for a test drive</h2>
        <p className="mt-1 text-sm text-ink-700">Pick a time and we will have it ready for you.</p>
        <Link
          href={`/contact-us?vin=${query}&topic=test-drive`}
          className="mt-3 inline-block rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Schedule a test drive
        </Link>
      </div>
    </div>
  )
}
