import type { CollectionConfig } from 'payload'

import { hasRole, ROLES } from '@/access/roles'
import { rolesAllowed, rolesAllowedField } from '@/access/roles-allowed'
import { selfOrAdmin } from '@/access/self-or-admin'

import { checkPasswordOnReset, checkPasswordOnSave } from './hooks/password-rule'

/** Staff accounts of the admin. Visitors never have an account. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // Guessing is stopped per account: after 10 wrong passwords the account is locked for 10 minutes (Payload
    // answers 401 "locked" even to the right password meanwhile); an admin can unlock it sooner.
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
  },
  // Passwords: at least 12 characters, not the email (src/lib/auth/password-rule.ts), on every way one is set.
  hooks: { beforeValidate: [checkPasswordOnSave], beforeOperation: [checkPasswordOnReset] },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role', 'updatedAt'],
    group: 'Admin',
  },
  access: {
    admin: ({ req: { user } }) => Boolean(user),
    create: rolesAllowed('admin'),
    read: selfOrAdmin,
    update: selfOrAdmin,
    delete: rolesAllowed('admin'),
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'sales',
      options: ROLES.map((role) => ({ label: role[0].toUpperCase() + role.slice(1), value: role })),
      saveToJWT: true,
      index: true,
      // Nobody promotes themself: only admins set roles; the first user (create-first-user) becomes admin.
      access: { update: rolesAllowedField('admin') },
      hooks: {
        beforeChange: [
          async ({ req, value, operation }) => {
            if (operation !== 'create' || hasRole(req.user, 'admin')) return value
            const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
            return totalDocs === 0 ? 'admin' : value
          },
        ],
      },
    },
  ],
}
