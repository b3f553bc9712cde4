import type { Metadata } from 'next'

import type { TeamMemberProfile } from '@/lib/data/staff'
import { languageAlternates } from '@/lib/i18n/alternates'

/** '{page} | {dealer}', or the page alone while the store settings have no name. */
function titled(page: string, dealerName: string | null): string {
  return dealerName ? `${page} | ${dealerName}` : page
}

/** Title, description and canonical link of the team list. */
export function teamPageMeta(dealerName: string | null, canonical: string): Metadata {
  return {
    title: titled('Meet our team', dealerName),
    description: `Meet the sales and service team${dealerName ? ` of ${dealerName}` : ''}: who they are, where they work and how to reach them.`,
    alternates: languageAlternates(canonical),
  }
}

/** Title, description and canonical link of a staff member's page. */
export function staffPageMeta(member: TeamMemberProfile, dealerName: string | null): Metadata {
  const role = [member.title, member.locationName].filter(Boolean).join(', ')
  return {
    title: titled(member.title ? `${member.fullName}, ${member.title}` : member.fullName, dealerName),
    description: `${member.fullName}${role ? `, ${role}` : ''}. Send ${member.firstName} a message or call directly.`,
    alternates: languageAlternates(member.path),
  }
}

/** Title, description and canonical link of the careers page. */
export function careersPageMeta(dealerName: string | null, canonical: string, openings: number): Metadata {
  const lead = dealerName ? `Work with us at ${dealerName}` : 'Work with us'
  const open = openings === 1 ? 'our open position' : `our ${openings} open positions`
  const offer = openings > 0 ? `see ${open} and apply, or send` : 'send'
  return {
    title: titled('Careers', dealerName),
    description: `${lead}: ${offer} a general application with your resume.`,
    alternates: languageAlternates(canonical),
  }
}
