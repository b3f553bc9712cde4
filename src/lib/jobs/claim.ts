/**
 * Makes taking a job atomic, so several workers (`npm run worker` on each instance, and the web process running a
 * lead's delivery right after the form) can poll one queue at once. Payload's runner takes jobs with one adapter
 * call, updateJobs({ where: free jobs, data: { processing: true } }), which reads the free jobs and then marks
 * each: two steps, and SQLite runs here without transactions, so two runners polling at the same moment both took
 * the same job (one then crashed updating the job the other had finished and deleted). Here a take first stores a
 * claim for the version of each job it read (its id and updatedAt) and marks only the jobs it claimed. The unique
 * index on the key lets one claim through on SQLite and MongoDB alike; the other runner leaves the job alone. A
 * job released again (a retry, a stale `processing` freed, a second job of the same lead put back) has a new
 * updatedAt, so it can be claimed anew. (Payload's `runHooks` would give a collection hook for this, but its
 * task-log writes fail validation through the Local API in 3.90.)
 */
import type { BaseDatabaseAdapter, Payload, UpdateJobs, UpdateJobsArgs } from 'payload'

/** How long claims are kept: far past any job's run, only for an admin to look at. */
export const CLAIM_MAX_AGE_MS = 24 * 60 * 60_000

type JobVersion = { id: string | number; updatedAt?: string | null }

/** The claim key of one version of a job. */
export function jobPickKey(job: JobVersion): string {
  return `${job.id}:${job.updatedAt ?? ''}`
}

/** A claim key of another kind of one-time turn (a lead owner's pick, a reminder), kept apart from job keys. */
export function claimKey(kind: string, ...parts: string[]): string {
  return [kind, ...parts].join(':')
}

/** Stores the claim of one job version; false when another runner stored it first. */
export async function claimJob(payload: Payload, job: JobVersion): Promise<boolean> {
  return storeClaim(payload, jobPickKey(job))
}

/** Stores a claim under its unique key; false when another process stored the same key first. */
export async function storeClaim(payload: Payload, key: string): Promise<boolean> {
  try {
    await payload.create({ collection: 'job-claims', data: { key }, depth: 0 })
    return true
  } catch (error) {
    // The unique index refused a second claim; anything else (the database is down) is the caller's to report.
    const { totalDocs } = await payload.count({ collection: 'job-claims', where: { key: { equals: key } } })
    if (totalDocs > 0) return false
    throw error
  }
}

const isTake = (args: UpdateJobsArgs): args is UpdateJobsArgs & { where: NonNullable<UpdateJobsArgs['where']> } =>
  args.id === undefined && args.where !== undefined && args.data.processing === true

/**
 * Wraps a database adapter's updateJobs so that taking jobs claims them first (see above). Every other job write
 * (progress, completion, a release) goes through unchanged.
 */
export function claimJobTakes(adapter: BaseDatabaseAdapter): void {
  const updateJobs: UpdateJobs = adapter.updateJobs.bind(adapter)
  adapter.updateJobs = async (args) => {
    if (!isTake(args)) return updateJobs(args)
    const { docs } = await adapter.find<JobVersion>({
      collection: 'payload-jobs',
      where: args.where,
      limit: args.limit,
      sort: args.sort,
      pagination: false,
      req: args.req,
    })
    const taken: NonNullable<Awaited<ReturnType<UpdateJobs>>> = []
    for (const job of docs) {
      if (!(await claimJob(adapter.payload, job))) continue
      const updated = await updateJobs({ id: job.id, data: { ...args.data }, req: args.req, returning: args.returning })
      taken.push(...(updated ?? []))
    }
    return args.returning === false ? null : taken
  }
}

/** Deletes claims older than CLAIM_MAX_AGE_MS (the lead sweep calls it). */
export async function deleteOldClaims(payload: Payload, now = new Date()): Promise<void> {
  await payload.delete({
    collection: 'job-claims',
    where: { createdAt: { less_than: new Date(now.getTime() - CLAIM_MAX_AGE_MS).toISOString() } },
    depth: 0,
  })
}
