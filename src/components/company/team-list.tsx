import type { TeamMemberCard as TeamMember } from '@/lib/data/staff'

import { DEPARTMENTS } from './departments'
import { TeamMemberCard } from './team-member-card'

/** The team by department (Sales, then Service), each a headed grid of cards; empty departments are left out. */
export function TeamList({ members }: { members: TeamMember[] }) {
  const groups = DEPARTMENTS.map((department) => ({
    ...department,
    members: members.filter((member) => member.department === department.value),
  })).filter((group) => group.members.length > 0)
  if (groups.length === 0) {
    return <p className="mt-8 text-ink-700">Our team page is being updated. Please check back soon.</p>
  }
  return (
    <>
      {groups.map((group) => (
        <section key={group.value} aria-labelledby={`team-${group.value}`} className="mt-10">
          <h2 id={`team-${group.value}`} className="text-2xl font-bold text-ink-900">
            {group.label}
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
