import type { Metadata } from 'next'

import type { TeamMemberProfile } from '@/lib/data/staff'
import { t } from '@/lib/i18n'
import { languageAlternates } from '@/lib/i18n/alternates'
import { fill } from '@/lib/i18n/fill'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

/** '{page} | {dealer}', or the page alone while the store settings have no name. */
function titled(page: string, dealerName: string | null): string {
  return dealerName ? `${page} | ${dealerName}` : page
}

/** Title, description and canonical link of the team list. */
export function teamPageMeta(dealerName: string | null, canonical: string, locale: Locale = DEFAULT_LOCALE): Metadata {
  return {
    title: titled(t('content.team.title', locale), dealerName),
    description: dealerName
      ? fill(t('content.team.descriptionOf', locale), { dealer: dealerName })
      : t('content.team.description', locale),
    alternates: languageAlternates(canonical, locale),
  }
}

/** Title, description and canonical link of a staff member's page. */
export function staffPageMeta(
  member: TeamMemberProfile,
  dealerName: string | null,
  locale: Locale = DEFAULT_LOCALE,
): Metadata {
  const role = [member.title, member.locationName].filter(Boolean).join(', ')
  const reach = fill(t('content.team.memberDescription', locale), { name: member.firstName })
  return {
    title: titled(member.title ? `${member.fullName}, ${member.title}` : member.fullName, dealerName),
    description: `${member.fullName}${role ? `, ${role}` : ''}. ${reach}`,
    alternates: languageAlternates(member.path, locale),
  }
}

/** Title, description and canonical link of the careers page. */
export function careersPageMeta(
  dealerName: string | null,
  canonical: string,
  openings: number,
  locale: Locale = DEFAULT_LOCALE,
): Metadata {
  if (locale !== DEFAULT_LOCALE) {
    return {
      title: titled(t('content.careers.title', locale), dealerName),
      description: t('content.careers.description', locale),
      alternates: languageAlternates(canonical, locale),
    }
  }
  const lead = dealerName ? `Work with us at ${dealerName}` : 'Work with us'
  const open = openings === 1 ? 'our open position' : `our ${openings} open positions`
  const offer = openings > 0 ? `see ${open} and apply, or send` : 'send'
  return {
    title: titled('Careers', dealerName),
    description: `${lead}: ${offer} a general application with your resume.`,
    alternates: languageAlternates(canonical),
  }
}
