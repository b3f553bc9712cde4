import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { staffPageMeta } from '@/components/company/company-meta'
import { StaffMessageForm } from '@/components/company/staff-message-form.client'
import { StaffProfile } from '@/components/company/staff-profile'
import { getTeamMemberPageData, TEAM_BUILD_PROBE_SLUG } from '@/lib/data/staff'

/** Allowed to block: a real 404 status for an unknown member, and the page in document order. */
export const instant = false

type StaffPageProps = { params: Promise<{ slug: string }> }

/** One probe path for the build; every member page is rendered on its first visit and then kept (ISR). */
export function generateStaticParams(): { slug: string }[] {
  return [{ slug: TEAM_BUILD_PROBE_SLUG }]
}

/** Title, description and canonical link of a staff member's page. */
export async function generateMetadata({ params }: StaffPageProps): Promise<Metadata> {
  const data = await getTeamMemberPageData((await params).slug)
  return data ? staffPageMeta(data.member, data.dealerName) : {}
}

/** /our-company/meet-our-team/{slug}: the member's profile and the message form that reaches them. */
export default async function StaffMemberPage({ params }: StaffPageProps) {
  const data = await getTeamMemberPageData((await params).slug)
  if (!data) notFound()
  const { member } = data
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <StaffProfile member={member} />
      <section aria-labelledby="staff-message-heading" className="mt-10 max-w-2xl">
        <h2 id="staff-message-heading" className="mb-4 text-xl font-bold text-ink-900">
          Send {member.firstName} a message
        </h2>
        <noscript>
          <p className="mb-4 rounded-lg border border-line bg-surface p-3 text-sm text-ink-900">
            The message form needs JavaScript. Please call us instead.
          </p>
        </noscript>
        <StaffMessageForm staffId={member.id} labelledBy="staff-message-heading" />
      </section>
    </div>
  )
}
