import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CAREERS_PATH, getCareersPageData } from '@/lib/data/careers'
import { getTeamMemberPageData, getTeamPageData, TEAM_BUILD_PROBE_SLUG, TEAM_PATH } from '@/lib/data/staff'
import { t } from '@/lib/i18n'
import { fill } from '@/lib/i18n/fill'
import type { Locale } from '@/lib/i18n/locales'

import { CareersForm } from './careers-form.client'
import { careersPageMeta, staffPageMeta, teamPageMeta } from './company-meta'
import { JobOpeningList } from './job-opening-list'
import { StaffMessageForm } from './staff-message-form.client'
import { StaffProfile } from './staff-profile'
import { TeamList } from './team-list'

/** Props Next hands a staff member's page. */
export type StaffPageProps = { params: Promise<{ slug: string }> }

const noScriptClass = 'mb-4 rounded-lg border border-line bg-surface p-3 text-sm text-ink-900'

/** /our-company/meet-our-team in a language: the sales and service staff, each card linking to the member's page. */
export function teamPageRoute(locale: Locale) {
  async function generateMetadata(): Promise<Metadata> {
    const { dealerName } = await getTeamPageData(locale)
    return teamPageMeta(dealerName, TEAM_PATH, locale)
  }

  async function MeetOurTeamPage() {
    const { members } = await getTeamPageData(locale)
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-ink-900">{t('content.team.title', locale)}</h1>
        <p className="mt-2 max-w-2xl text-ink-700">{t('content.team.intro', locale)}</p>
        <TeamList members={members} locale={locale} />
      </div>
    )
  }

  return { generateMetadata, MeetOurTeamPage }
}

/** /our-company/meet-our-team/{slug} in a language: the member's profile and the message form that reaches them. */
export function staffMemberRoute(locale: Locale) {
  async function load({ params }: StaffPageProps) {
    return getTeamMemberPageData((await params).slug, locale)
  }

  /** One probe path for the build; every member page is rendered on its first visit and then kept (ISR). */
  function generateStaticParams(): { slug: string }[] {
    return [{ slug: TEAM_BUILD_PROBE_SLUG }]
  }

  async function generateMetadata(props: StaffPageProps): Promise<Metadata> {
    const data = await load(props)
    return data ? staffPageMeta(data.member, data.dealerName, locale) : {}
  }

  async function StaffMemberPage(props: StaffPageProps) {
    const data = await load(props)
    if (!data) notFound()
    const { member } = data
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <StaffProfile member={member} locale={locale} />
        <section aria-labelledby="staff-message-heading" className="mt-10 max-w-2xl">
          <h2 id="staff-message-heading" className="mb-4 text-xl font-bold text-ink-900">
            {fill(t('content.team.message', locale), { name: member.firstName })}
          </h2>
          <noscript>
            <p className={noScriptClass}>{t('content.team.noScript', locale)}</p>
          </noscript>
          <StaffMessageForm staffId={member.id} labelledBy="staff-message-heading" />
        </section>
      </div>
    )
  }

  return { generateStaticParams, generateMetadata, StaffMemberPage }
}

/** /our-company/careers in a language: the open positions and the application form with résumé upload. */
export function careersPageRoute(locale: Locale) {
  async function generateMetadata(): Promise<Metadata> {
    const { dealerName, openings } = await getCareersPageData(locale)
    return careersPageMeta(dealerName, CAREERS_PATH, openings.length, locale)
  }

  async function CareersPage() {
    const { openings } = await getCareersPageData(locale)
    const choices = openings.map(({ id, slug, title, locationName }) => ({ id, slug, title, locationName }))
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-ink-900">{t('content.careers.title', locale)}</h1>
        <p className="mt-2 max-w-2xl text-ink-700">{t('content.careers.intro', locale)}</p>
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
          <JobOpeningList openings={openings} locale={locale} />
          <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-24">
            <h2 id="apply-heading" className="mb-4 text-xl font-bold text-ink-900">
              {t('content.careers.apply', locale)}
            </h2>
            <noscript>
              <p className={noScriptClass}>{t('content.careers.noScript', locale)}</p>
            </noscript>
            <CareersForm openings={choices} labelledBy="apply-heading" />
          </section>
        </div>
      </div>
    )
  }

  return { generateMetadata, CareersPage }
}
