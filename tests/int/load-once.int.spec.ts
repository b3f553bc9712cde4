import { describe, expect, it } from 'vitest'

import { loadOnce } from '@/lib/ui/load-once'

describe('loadOnce', () => {
  it('imports once for every caller and keeps the value', async () => {
    let imports = 0
    const shared = loadOnce(async () => ++imports)
    expect(shared.current()).toBeNull()
    const [a, b] = await Promise.all([shared.load(), shared.load()])
    expect([a, b, shared.current(), imports]).toEqual([1, 1, 1, 1])
    expect(await shared.load()).toBe(1)
    expect(imports).toBe(1)
  })

  it('tries a failed import again at the next call', async () => {
    let calls = 0
    const shared = loadOnce(async () => {
      calls += 1
      if (calls === 1) throw new Error('offline')
      return 'mask'
    })
    await expect(shared.load()).rejects.toThrow('offline')
    expect(shared.current()).toBeNull()
    expect(await shared.load()).toBe('mask')
    expect(calls).toBe(2)
  })
})
