import type { TeamMemberCard as TeamMember } from '@/lib/data/staff'

import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { DEPARTMENTS, departmentLabel } from './departments'
import { TeamMemberCard } from './team-member-card'

/** The team by department (Sales, then Service), each a headed grid of cards; empty departments are left out. */
export function TeamList({ members, locale = DEFAULT_LOCALE }: { members: TeamMember[]; locale?: Locale }) {
  const groups = DEPARTMENTS.map((department) => ({
    ...department,
    members: members.filter((member) => member.department === department.value),
  })).filter((group) => group.members.length > 0)
  if (groups.length === 0) {
    return <p className="mt-8 text-ink-700">{t('content.team.empty', locale)}</p>
  }
  return (
    <>
      {groups.map((group) => (
        <section key={group.value} aria-labelledby={`team-${group.value}`} className="mt-10">
          <h2 id={`team-${group.value}`} className="text-2xl font-bold text-ink-900">
            {departmentLabel(group.value, locale)}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {group.members.map((member) => (
              <TeamMemberCard key={member.id} member={member} />
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}
