import type { Access } from 'payload'

import { runningExperimentWhere } from '@/lib/experiments/model'

/**
 * Staff read every experiment; visitors only the running ones inside their dates (what the browser needs to
 * assign itself). Drafts and stopped tests stay private, and so do the internal notes (a field rule).
 */
export const runningOrStaff: Access = ({ req: { user } }) => {
  if (user) return true
  return runningExperimentWhere(new Date())
}
