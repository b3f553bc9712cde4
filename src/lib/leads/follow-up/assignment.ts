/**
 * Which salespeople a new lead may go to. Owner rules (store settings) are read top to bottom; the first rule
 * whose location and form types fit the lead decides. A rule without a location fits every store, one without
 * form types every form. A rule that lists salespeople uses those still active; one that lists none uses every
 * active sales account covering the lead's store (an account covering no store in particular covers them all).
 * With no rules at all, every lead goes round robin to the active salespeople covering its store. No fitting
 * rule, or nobody available: the lead stays unassigned and the managers are reminded of it.
 */

/** The rule of a store without owner rules: every store, every form, every salesperson covering the store. */
const EVERYONE: OwnerRule = {}

export interface OwnerRule {
  location?: string | null
  events?: readonly string[] | null
  salespeople?: readonly string[] | null
}

export interface SalesAccount {
  id: string
  active: boolean
  /** Stores this account covers; empty means every store. */
  locations: readonly string[]
  /** When this account was last given a lead (ISO), null when never. */
  lastLeadAssignedAt: string | null
}

export interface LeadForAssignment {
  location?: string | null
  event?: string | null
}

export function matchingRule(rules: readonly OwnerRule[], lead: LeadForAssignment): OwnerRule | null {
  if (rules.length === 0) return EVERYONE
  return (
    rules.find(
      (rule) =>
        (!rule.location || rule.location === lead.location) &&
        (!rule.events?.length || (lead.event != null && rule.events.includes(lead.event))),
    ) ?? null
  )
}

/**
 * The candidates in round-robin order: least recently given a lead first (never before ever), ties by id so
 * every process orders them alike.
 */
export function candidatesFor(rule: OwnerRule, lead: LeadForAssignment, accounts: readonly SalesAccount[]): SalesAccount[] {
  const listed = rule.salespeople?.length ? new Set(rule.salespeople) : null
  const covers = (account: SalesAccount) =>
    account.locations.length === 0 || (lead.location != null && account.locations.includes(lead.location))
  return accounts
    .filter((account) => account.active && (listed ? listed.has(account.id) : covers(account)))
    .sort(
      (a, b) =>
        (a.lastLeadAssignedAt ?? '').localeCompare(b.lastLeadAssignedAt ?? '') || a.id.localeCompare(b.id),
    )
}
