/**
 * The queue of Payload's schedulePublish task (drafts with `schedulePublish`: promotions, popups, special offers,
 * the home page). The admin's "Schedule publish" queues it without naming a queue, i.e. on Payload's default one.
 */
export const SCHEDULED_PUBLISH_QUEUE = 'default'

/**
 * How often autoRun looks for a publish whose time has come: every minute, so a scheduled change is live within
 * a minute of the time marketing chose.
 */
export const SCHEDULED_PUBLISH_CRON = '* * * * *'
