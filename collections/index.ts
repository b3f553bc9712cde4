import type { CollectionConfig } from 'payload'

import { Media } from './Media'
import { Users } from './Users'

/** Every collection, in the order the admin's navigation shows them. */
export const collections: CollectionConfig[] = [Users, Media]
