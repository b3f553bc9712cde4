import Link from 'next/link'
import type { ServerProps } from 'payload'

import { hasRole } from '@/access/roles'

/** The admin menu's link to the manager's lead follow-up view, shown to managers and admins only. */
export function LeadFollowUpNavLink({ payload, user }: ServerProps) {
  if (!user || user.collection !== 'users' || !hasRole(user, 'manager')) return null
  return (
    <Link className="nav__link" href={`${payload.config.routes.admin}/lead-follow-up`}>
      <span className="nav__link-label">Lead follow-up</span>
    </Link>
  )
}
