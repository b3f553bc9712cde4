/**
 * Who the company page presents as leadership: staff whose title names a management role. Pure; the staff
 * collection has no leadership flag, and the titles (General Sales Manager, Service Manager…) already say it.
 */

const LEADERSHIP_TITLE = /\b(?:manager|director|owner|president|principal|general)\b/i

/** Whether a title is a leadership role ('Service Manager' yes, 'Service Advisor' no). */
export function isLeadershipTitle(title: string | null | undefined): boolean {
  return Boolean(title && LEADERSHIP_TITLE.test(title))
}

/** The leaders among the members, in their team order. */
export function leadershipOf<T extends { title?: string | null }>(members: readonly T[]): T[] {
  return members.filter((member) => isLeadershipTitle(member.title))
}
