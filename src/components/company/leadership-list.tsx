import type { TeamMemberCard as TeamMember } from '@/lib/data/staff'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { TeamMemberCard } from './team-member-card'

/** The company page's leadership: the team cards of the managers, linking to their pages; nothing when none. */
export function LeadershipList({ leaders, locale = DEFAULT_LOCALE }: { leaders: TeamMember[]; locale?: Locale }) {
  if (leaders.length === 0) return null
  return (
    <section aria-labelledby="leadership-heading" className="mt-12">
      <h2 id="leadership-heading" className="text-2xl font-bold text-ink-900">
        {t('content.pages.leadership', locale)}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {leaders.map((member) => (
          <TeamMemberCard key={member.id} member={member} />
        ))}
      </ul>
    </section>
  )
}
