import { DEV_USERS, devUserPassword } from '../data/users'
import { apiOptions, recordError, tally, type SeedContext } from '../lib/context'

/**
 * One development account a role. Existing accounts keep their password (someone may have changed it);
 * only a drifted name or role is put back. Returns the e-mails created by this run.
 */
export async function seedDevUsers(ctx: SeedContext): Promise<string[]> {
  const created: string[] = []
  for (const user of DEV_USERS) {
    try {
      const { docs } = await ctx.payload.find({
        ...apiOptions(ctx),
        collection: 'users',
        where: { email: { equals: user.email } },
        limit: 1,
      })
      const stored = docs[0]
      if (!stored) {
        await ctx.payload.create({ ...apiOptions(ctx), collection: 'users', data: { ...user, password: devUserPassword() } })
        created.push(user.email)
        tally(ctx, 'users', 'created')
      } else if (stored.role !== user.role || stored.name !== user.name) {
        await ctx.payload.update({ ...apiOptions(ctx), collection: 'users', id: stored.id, data: user })
        tally(ctx, 'users', 'updated')
      } else {
        tally(ctx, 'users', 'unchanged')
      }
    } catch (error) {
      throw recordError('users', user.email, error)
    }
  }
  return created
}
