import type { CollectionConfig } from 'payload'

import { hasRole, ROLES } from '@/access/roles'
import { rolesAllowed, rolesAllowedField } from '@/access/roles-allowed'
import { selfOrAdmin } from '@/access/self-or-admin'
import { serverOwned } from '@/access/server-owned'
import { siteUrl } from '@/lib/config/site-url'

import { forgotPasswordEndpoint } from './forgot-password'
import { guardLogin, rememberLoginAddress } from './hooks/login-guard'
import { checkPasswordOnReset, checkPasswordOnSave } from './hooks/password-rule'

/** Staff accounts of the admin. Visitors never have an account. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // No account lockout: a lock would refuse the owner's right password too, so anyone could keep staff out.
    // Guessing is slowed by the guesser instead (hooks/login-guard.ts, src/lib/auth/login-throttle.ts).
    maxLoginAttempts: 0,
    // The session cookie travels over HTTPS only when the public origin is https (production).
    cookies: { secure: siteUrl()?.protocol === 'https:' },
  },
  // Passwords: at least 12 characters, not the email (src/lib/auth/password-rule.ts), on every way one is set.
  hooks: {
    beforeValidate: [checkPasswordOnSave],
    beforeOperation: [checkPasswordOnReset, guardLogin],
    afterLogin: [rememberLoginAddress],
  },
  // "Forgot password" answers the same, as fast, for every email, and is throttled (forgot-password.ts); GraphQL's
  // forgotPasswordUser is the same request (payload.config.ts).
  endpoints: [forgotPasswordEndpoint],
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role', 'updatedAt'],
    group: 'Admin',
  },
  access: {
    admin: ({ req: { user } }) => Boolean(user),
    create: rolesAllowed('admin'),
    // Managers see every account: they hand leads to salespeople and set the store's owner rules.
    read: (args) => hasRole(args.req.user, 'manager') || selfOrAdmin(args),
    update: selfOrAdmin,
    delete: rolesAllowed('admin'),
    unlock: rolesAllowed('admin'),
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
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      access: { update: rolesAllowedField('admin') },
      admin: {
        position: 'sidebar',
        description: 'Unchecked: gets no new leads (away, left the dealership); existing leads stay theirs.',
      },
    },
    {
      name: 'locations',
      label: 'Stores covered',
      type: 'relationship',
      relationTo: 'locations',
      hasMany: true,
      access: { update: rolesAllowedField('admin') },
      admin: {
        position: 'sidebar',
        description: 'The stores whose leads this salesperson may get; empty means every store.',
      },
    },
    {
      // When this account was last given a lead: the owner rules' round robin goes to the one waiting longest.
      // Kept by src/lib/leads/follow-up/assign.ts only.
      name: 'lastLeadAssignedAt',
      type: 'date',
      hidden: true,
      access: serverOwned,
    },
    {
      // The addresses this account signed in from (keyed hashes, newest first): failures elsewhere never slow it
      // there. Written by the sign-in hook only; nobody reads or sets it through the API or the admin.
      name: 'knownAddresses',
      type: 'json',
      hidden: true,
      access: serverOwned,
    },
  ],
}
