import { randomUUID } from 'node:crypto'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { SCHEDULED_PUBLISH_QUEUE } from '@/lib/jobs/scheduled-publish'

import { e2eDataDir } from './sms-outbox'

/**
 * Schedules the publish of a document on the e2e server's database as the admin's "Schedule publish" does
 * (@payloadcms/ui's schedulePublishHandler: `payload.jobs.queue({ task: 'schedulePublish', input, waitUntil })`):
 * one row in payload-jobs on the default queue. The admin's date picker only offers 5-minute steps, and the
 * payload-jobs REST API creates nothing (its create access is off), so the spec writes the row Payload would write.
 */
export async function schedulePublish(options: {
  collection: string
  id: string
  at: Date
  user: { collection: string; id: string }
}): Promise<void> {
  const client = createClient({ url: `file:${path.join(e2eDataDir(), 'e2e.db')}` })
  try {
    const input = {
      type: 'publish',
      doc: { relationTo: options.collection, value: options.id },
      user: { relationTo: options.user.collection, value: options.user.id },
    }
    await client.execute({
      sql: "INSERT INTO payload_jobs (id, input, task_slug, queue, wait_until, processing, has_error, total_tried) VALUES (?, ?, 'schedulePublish', ?, ?, 0, 0, 0)",
      args: [randomUUID(), JSON.stringify(input), SCHEDULED_PUBLISH_QUEUE, options.at.toISOString()],
    })
  } finally {
    client.close()
  }
}
