/** What the health endpoint measured; null where a check failed or timed out. */
export type HealthMeasurements = {
  /** Milliseconds of a cheap database query, or null when the database did not answer. */
  databaseMs: number | null
  /** Jobs not yet completed (waiting or running, failed ones excluded), or null. */
  queuedJobs: number | null
  /** Jobs that gave up after their last retry (they stay with their log), or null. */
  failedJobs: number | null
  /** Leads whose email has not gone out (pending, sending or failed), or null. */
  undeliveredLeads: number | null
  /** Age in seconds of the oldest of those, null when there is none or the check failed. */
  oldestUndeliveredLeadSeconds: number | null
  /** 'unused' with SMTP; otherwise whether DATA_DIR/outbox accepts files. */
  outbox: 'writable' | 'not-writable' | 'unused'
}

export type HealthReport = {
  status: 'ok' | 'degraded' | 'unavailable'
  checks: {
    database: { ok: boolean; ms: number | null }
    jobs: { queued: number | null; failed: number | null }
    leads: { undelivered: number | null; oldestUndeliveredSeconds: number | null }
    outbox: HealthMeasurements['outbox']
  }
}

/** A lead this long without its email means the mail route needs a person (deliveries retry for about 4 hours). */
export const UNDELIVERED_LEAD_ALERT_SECONDS = 30 * 60

/**
 * The health answer and its HTTP status. 503 only when this instance cannot take a lead (no database, or an
 * outbox it cannot write): that is what a load balancer can route around. A mail backlog is 'degraded' with 200,
 * because every instance shares it and taking them all out of rotation would refuse the leads that still store.
 */
export function healthReport(measured: HealthMeasurements): { httpStatus: 200 | 503; body: HealthReport } {
  const databaseOk = measured.databaseMs !== null
  const unavailable = !databaseOk || measured.outbox === 'not-writable'
  const backlog =
    measured.queuedJobs === null ||
    (measured.failedJobs ?? 0) > 0 ||
    (measured.oldestUndeliveredLeadSeconds ?? 0) > UNDELIVERED_LEAD_ALERT_SECONDS
  return {
    httpStatus: unavailable ? 503 : 200,
    body: {
      status: unavailable ? 'unavailable' : backlog ? 'degraded' : 'ok',
      checks: {
        database: { ok: databaseOk, ms: measured.databaseMs },
        jobs: { queued: measured.queuedJobs, failed: measured.failedJobs },
        leads: { undelivered: measured.undeliveredLeads, oldestUndeliveredSeconds: measured.oldestUndeliveredLeadSeconds },
        outbox: measured.outbox,
      },
    },
  }
}
