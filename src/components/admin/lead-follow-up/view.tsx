import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@/access/roles'
import { managerReport, type NamedMedian } from '@/lib/leads/follow-up/manager-report'
import { formatMinutes } from '@/lib/leads/follow-up/response-times'

import styles from './view.module.css'

function MedianTable({ caption, rows }: { caption: string; rows: NamedMedian[] }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Answered leads</th>
          <th scope="col">Median first response</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={3}>No answered leads in this period.</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.key ?? 'none'}>
              <th scope="row">{row.name}</th>
              <td>{row.count}</td>
              <td>{formatMinutes(row.median)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
}

/**
 * /admin/lead-follow-up, managers and admins only: open leads oldest first (owner, age, overdue), and median
 * first-response times (sales-hours minutes) per salesperson and per store for the last 7 and 30 days.
 */
export async function LeadFollowUpView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}/lead-follow-up`)}`)
  const allowed = req.user.collection === 'users' && hasRole(req.user, 'manager')
  const report = allowed ? await managerReport(req.payload) : null

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 className={styles.heading}>Lead follow-up</h1>
        {!report ? (
          <p role="alert">Only managers see lead follow-up.</p>
        ) : (
          <>
            <p>
              Response target: {report.targetMinutes} minutes of sales hours. Response times count sales hours only,
              from the lead&apos;s arrival to its first status change or note.
            </p>
            <section aria-labelledby="open-leads">
              <h2 id="open-leads">
                Open leads ({report.openTotal}
                {report.openTotal > report.openLeads.length ? `, oldest ${report.openLeads.length} shown` : ''})
              </h2>
              <table className={styles.table} data-testid="open-leads">
                <thead>
                  <tr>
                    <th scope="col">Lead</th>
                    <th scope="col">Status</th>
                    <th scope="col">Owner</th>
                    <th scope="col">Store</th>
                    <th scope="col">Age</th>
                    <th scope="col">First response</th>
                    <th scope="col">Overdue</th>
                  </tr>
                </thead>
                <tbody>
                  {report.openLeads.map((lead) => (
                    <tr key={lead.id} className={lead.overdue ? styles.overdue : undefined}>
                      <th scope="row">
                        <a href={`${adminRoute}/collections/leads/${lead.id}`}>{lead.title}</a>
                      </th>
                      <td>{lead.status}</td>
                      <td>{lead.owner}</td>
                      <td>{lead.store}</td>
                      <td>{formatMinutes(lead.ageMinutes)}</td>
                      <td>{lead.responseMinutes === null ? 'None yet' : formatMinutes(lead.responseMinutes)}</td>
                      <td>{lead.overdue ? 'Overdue' : 'No'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            {report.windows.map((window) => (
              <section key={window.days} aria-labelledby={`medians-${window.days}`} data-testid={`medians-${window.days}`}>
                <h2 id={`medians-${window.days}`}>
                  First response, last {window.days} days
                  {window.overall ? `: median ${formatMinutes(window.overall.median)} over ${window.overall.count} leads` : ''}
                </h2>
                <MedianTable caption="Per salesperson (lead owner)" rows={window.byPerson} />
                <MedianTable caption="Per store" rows={window.byStore} />
              </section>
            ))}
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
