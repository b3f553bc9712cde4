import { LocaleLink as Link } from '@/components/i18n/locale-link.client'
import { PhoneLink } from '@/components/header/phone-link'
import { TEAM_PATH, type TeamMemberProfile } from '@/lib/data/staff'
import { t } from '@/lib/i18n'
import { fill } from '@/lib/i18n/fill'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { departmentLabel } from './departments'
import { StaffPortrait } from './staff-portrait'

/**
 * The top of a staff page: portrait, name, title, department and location, rating, phone and bio. The email
 * address stays private (a scraper's target); the message form below reaches it instead.
 */
export function StaffProfile({ member, locale = DEFAULT_LOCALE }: { member: TeamMemberProfile; locale?: Locale }) {
  const facts = [departmentLabel(member.department, locale), member.locationName].filter(Boolean).join(' · ')
  return (
    <div className="grid gap-6 sm:grid-cols-[14rem_minmax(0,1fr)] sm:items-start">
      <div className="max-w-56">
        <StaffPortrait photo={member.photo} name={member.fullName} sizes="14rem" priority />
      </div>
      <div>
        <Link href={TEAM_PATH} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800">
          <span aria-hidden="true">←&nbsp;</span>
          {t('content.team.back', locale)}
        </Link>
        <h1 className="text-3xl font-bold text-ink-900">{member.fullName}</h1>
        {member.title && <p className="mt-1 text-lg font-medium text-ink-700">{member.title}</p>}
        {facts && <p className="text-ink-600">{facts}</p>}
        {typeof member.rating === 'number' && member.rating > 0 && (
          <p className="mt-2 text-ink-700">
            {t('content.team.rating', locale)} <span className="font-semibold">{member.rating.toFixed(1)}</span>{' '}
            {t('content.team.outOf', locale)}
          </p>
        )}
        {member.phone && (
          <p className="mt-2">
            <PhoneLink phone={member.phone} label={fill(t('content.team.call', locale), { name: member.firstName })} />
          </p>
        )}
        {member.bio && <p className="mt-4 max-w-2xl leading-7 text-ink-700">{member.bio}</p>}
      </div>
    </div>
  )
}
