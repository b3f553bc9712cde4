/** A lead answered within 15 sales-hours minutes; a further 15 unanswered and the managers hear of it. */
export const LEAD_RESPONSE_DEFAULTS = { targetMinutes: 15, escalationMinutes: 15 } as const
