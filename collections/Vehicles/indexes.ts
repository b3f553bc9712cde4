import type { CollectionConfig } from 'payload'

/**
 * Compound indexes of the inventory, declared here so both adapters build them (Payload turns them into SQLite
 * indexes through the migrations and into MongoDB indexes at start). Single fields the search filters and sorts by
 * (condition, body style, make, model, price, mileage, year, createdAt, VIN, slug) carry `index: true` on the field.
 * Every public read filters by status first, so each sort of the search page has a status-led index.
 * The search page's keyset read (public stock in id order, src/lib/data/inventory-queries.ts) needs (status, id),
 * which Payload cannot declare (id is not a field): SQLite gets it from a plain-SQL migration
 * (migrations/20261126_225600_vehicles_status_id_index.ts); MongoDB walks its own _id index for that read.
 */
export const vehicleIndexes: NonNullable<CollectionConfig['indexes']> = [
  { fields: ['status', 'createdAt'] },
  { fields: ['status', 'condition', 'price'] },
  { fields: ['status', 'price'] },
  { fields: ['status', 'mileage'] },
  { fields: ['status', 'year'] },
  { fields: ['status', 'make', 'model'] },
  { fields: ['status', 'bodyStyle'] },
]

