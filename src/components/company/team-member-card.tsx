import { LocaleLink as Link } from '@/components/i18n/locale-link.client'

import type { TeamMemberCard as TeamMember } from '@/lib/data/staff'

import { StaffPortrait } from './staff-portrait'

/**
 * One member on the team list: portrait, name (the link to their page; the whole card is its target area), title
 * and location. The portrait is decorative here: the name beside it says who it is.
 */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <li className="relative rounded-xl border border-line p-4 focus-within:ring-3 focus-within:ring-brand-600 hover:border-brand-700">
      <StaffPortrait photo={member.photo} name={member.fullName} alt="" sizes="(min-width: 1024px) 18rem, (min-width: 640px) 45vw, 100vw" />
      <h3 className="mt-3 text-lg font-bold text-ink-900">
        <Link href={member.path} className="after:absolute after:inset-0 focus:outline-none">
          {member.fullName}
        </Link>
      </h3>
      {member.title && <p className="text-sm font-medium text-ink-700">{member.title}</p>}
      {member.locationName && <p className="text-sm text-ink-600">{member.locationName}</p>}
    </li>
  )
}
