import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..', '..')

/** Runs `script` in a fresh Node process (through tsx, as TypeScript) and returns what it printed. */
function inFreshProcess(script: string): string {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['-e', `(async () => { ${script} })()`], {
    cwd: root,
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(result.stderr)
  return result.stdout.trim()
}

// The browser entry sets zod's global configuration without importing zod, so zod stays out of every page's
// scripts; this holds the installed zod to reading that configuration when it loads after it.
describe('zod jitless mode from the browser entry', () => {
  it('zod loaded after src/instrumentation-client.ts runs jitless and still validates', () => {
    const printed = inFreshProcess(`
      await import('./src/instrumentation-client.ts')
      const { z } = await import('zod')
      const schema = z.object({ name: z.string().min(1) })
      console.log(JSON.stringify({ jitless: z.config().jitless, ok: schema.safeParse({ name: 'Ann' }).success, bad: schema.safeParse({ name: '' }).success }))
    `)
    expect(JSON.parse(printed)).toEqual({ jitless: true, ok: true, bad: false })
  })

  it('without the entry, zod would compile validators (the setting is what makes the difference)', () => {
    const printed = inFreshProcess(`
      const { z } = await import('zod')
      console.log(JSON.stringify({ jitless: z.config().jitless ?? false }))
    `)
    expect(JSON.parse(printed)).toEqual({ jitless: false })
  })
})
