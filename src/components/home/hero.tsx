import Link from 'next/link'

import { ShieldCheckIcon } from '@/components/icons/icons'

/**
 * SPEC's two hero slides (pre-approval; lifetime engine warranty) shown side by side rather than as a
 * carousel: both stay readable without motion or controls. Static until promotions drive the hero.
 */
export function Hero() {
  return (
    <div className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:py-16 lg:grid-cols-3 lg:items-center">
        <div className="lg:col-span-2">
          <p className="inline-block rounded-full bg-white/10 px-3 py-1 text-sm font-semibold">
            No impact on your credit score
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl">
            Get pre-approved for your next car in under 2 minutes
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            No SSN and no date of birth for the first step. Most approvals come back within 24-48 hours, with $0
            down options.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link
              href="/auto-financing/apply-for-financing"
              className="inline-flex min-h-11 items-center justify-center rounded-md bg-white px-5 py-2.5 font-semibold text-brand-900 hover:bg-brand-50"
            >
              Get pre-approved
            </Link>
            <Link
              href="/used-cars-for-sale"
              className="inline-flex min-h-11 items-center justify-center rounded-md border border-white/70 px-5 py-2.5 font-semibold text-white hover:bg-white/10"
            >
              Shop used cars
            </Link>
          </div>
        </div>
        <div className="rounded-xl bg-white/10 p-6">
          <ShieldCheckIcon className="size-10 text-white" />
          <p className="mt-3 text-xl font-bold">Lifetime engine limited warranty</p>
          <p className="mt-2 text-brand-100">Included on vehicles under 85,000 miles.</p>
          <Link
            href="/used-cars-for-sale?mileage=null,85000"
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4 hover:text-brand-100"
          >
            Shop cars under 85,000 miles
          </Link>
        </div>
      </div>
    </div>
  )
}
