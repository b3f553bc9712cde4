import type { CollectionBeforeChangeHook } from 'payload'

import type { Staff } from '@/payload-types'

/** Keeps the list title in step with the names; a partial update falls back to the stored names. */
export const setFullName: CollectionBeforeChangeHook<Staff> = ({ data, originalDoc }) => {
  const firstName = data.firstName !== undefined ? data.firstName : originalDoc?.firstName
  const lastName = data.lastName !== undefined ? data.lastName : originalDoc?.lastName
  return { ...data, fullName: [firstName, lastName].filter(Boolean).join(' ') }
}
