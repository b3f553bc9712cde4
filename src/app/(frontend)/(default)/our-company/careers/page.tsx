import type { Metadata } from 'next'

import { CareersForm } from '@/components/company/careers-form.client'
import { careersPageMeta } from '@/components/company/company-meta'
import { JobOpeningList } from '@/components/company/job-opening-list'
import { CAREERS_PATH, getCareersPageData } from '@/lib/data/careers'

/** Allowed to block, like the other form pages: the page renders in document order from cached readers. */
export const instant = false

/** Title, description and canonical link of /our-company/careers. */
export async function generateMetadata(): Promise<Metadata> {
  const { dealerName, openings } = await getCareersPageData()
  return careersPageMeta(dealerName, CAREERS_PATH, openings.length)
}

/** /our-company/careers: the open positions and the application form with résumé upload. */
export default async function CareersPage() {
  const { openings } = await getCareersPageData()
  const choices = openings.map(({ id, slug, title, locationName }) => ({ id, slug, title, locationName }))
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-ink-900">Careers</h1>
      <p className="mt-2 max-w-2xl text-ink-700">
        Join a team that treats customers and each other with respect. Apply for one of our open positions, or
        send us a general application and we will keep your resume on file.
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <JobOpeningList openings={openings} />
        <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-24">
          <h2 id="apply-heading" className="mb-4 text-xl font-bold text-ink-900">
            Apply now
          </h2>
          <noscript>
            <p className="mb-4 rounded-lg border border-line bg-surface p-3 text-sm text-ink-900">
              The application form needs JavaScript. Please call us or visit one of our stores instead.
            </p>
          </noscript>
          <CareersForm openings={choices} labelledBy="apply-heading" />
        </section>
      </div>
    </div>
  )
}
