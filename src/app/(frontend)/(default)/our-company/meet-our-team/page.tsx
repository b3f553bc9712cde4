import type { Metadata } from 'next'

import { teamPageMeta } from '@/components/company/company-meta'
import { TeamList } from '@/components/company/team-list'
import { getTeamPageData, TEAM_PATH } from '@/lib/data/staff'

/** Allowed to block, like the other pages: the team renders in document order from cached readers. */
export const instant = false

/** Title, description and canonical link of /our-company/meet-our-team. */
export async function generateMetadata(): Promise<Metadata> {
  const { dealerName } = await getTeamPageData()
  return teamPageMeta(dealerName, TEAM_PATH)
}

/** /our-company/meet-our-team: the sales and service staff, each card linking to the member's page. */
export default async function MeetOurTeamPage() {
  const { members } = await getTeamPageData()
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-ink-900">Meet our team</h1>
      <p className="mt-2 max-w-2xl text-ink-700">
        The people who sell, finance and service your car. Choose someone to read more about them, call them or
        send them a message.
      </p>
      <TeamList members={members} />
    </div>
  )
}
