import type { CollectionSlug, GlobalSlug } from 'payload'

import type { Role } from '@/access/roles'

/** Who acts: a visitor without an account, or a signed-in staff member of one role. */
export type Actor = 'anonymous' | Role
export type Operation = 'read' | 'create' | 'update' | 'delete'

export const ACTORS: Actor[] = ['anonymous', 'sales', 'marketing', 'manager', 'admin']

const MARKETING_COLLECTIONS: CollectionSlug[] = [
  'promotions',
  'popups',
  'articles',
  'article-categories',
  'help-center-categories',
  'reviews',
  'faqs',
  'special-offers',
  'pages',
  'experiments',
]
const MANAGER_COLLECTIONS: CollectionSlug[] = [
  'vehicles',
  'body-styles',
  'staff',
  'locations',
  'job-openings',
  'trade-in-questions',
  'trade-in-categories',
]

type Cells = Record<Operation, Actor[]>

const everyone: Actor[] = ACTORS
const writers = (...roles: Role[]): Actor[] => ['admin', ...roles]

/**
 * The roles matrix of the README, collection by collection: which actors may perform each operation on
 * any document. Users (self-only for non-admins) and field-level rules are asserted separately.
 */
export const COLLECTION_MATRIX: Partial<Record<CollectionSlug, Cells>> = {
  ...Object.fromEntries(
    MARKETING_COLLECTIONS.map((slug) => [
      slug,
      { read: everyone, create: writers('marketing'), update: writers('marketing'), delete: writers('marketing') },
    ]),
  ),
  ...Object.fromEntries(
    MANAGER_COLLECTIONS.map((slug) => [
      slug,
      { read: everyone, create: writers('manager'), update: writers('manager'), delete: writers('manager') },
    ]),
  ),
  media: {
    read: everyone,
    create: writers('marketing', 'manager'),
    update: writers('marketing', 'manager'),
    delete: writers('marketing', 'manager'),
  },
  // Uploading imports the feed; the records are a history that only admins edit or delete.
  'inventory-imports': {
    read: writers('manager'),
    create: writers('manager'),
    update: writers(),
    delete: writers(),
  },
  // Sales: the leads they own (the matrix acts on one owned by the sales account); managers: every lead.
  leads: {
    read: writers('manager', 'sales'),
    create: writers(),
    update: writers('manager', 'sales'),
    delete: writers(),
  },
  // Private uploads of the careers form: read by the staff who work leads; stored by the form endpoint.
  resumes: { read: writers('manager', 'sales'), create: writers(), update: writers(), delete: writers() },
  // Kept by the phone verification endpoint through the Local API; admins may look, nobody edits.
  'phone-verifications': { read: writers(), create: [], update: [], delete: [] },
  // Written by hooks only; admins read it and nobody, admins included, changes or removes an entry.
  'audit-log': { read: writers(), create: [], update: [], delete: [] },
}

/** Globals: everyone reads; only the owning role (and admin) saves. */
export const GLOBAL_MATRIX: Partial<Record<GlobalSlug, { read: Actor[]; update: Actor[] }>> = {
  'store-settings': { read: everyone, update: writers('manager') },
  'page-toggles': { read: everyone, update: writers('manager') },
  'cookie-consent': { read: everyone, update: writers('marketing') },
  navigation: { read: everyone, update: writers('marketing') },
  'sell-trade-page': { read: everyone, update: writers('marketing', 'manager') },
  'home-page': { read: everyone, update: writers('marketing') },
}
