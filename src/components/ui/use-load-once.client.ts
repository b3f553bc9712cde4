'use client'

import { useEffect, useState } from 'react'

import type { LoadOnce } from '@/lib/ui/load-once'

/** A module loaded on first need (src/lib/ui/load-once.ts) in a component: null until it has arrived; asked for once `needed`. */
export function useLoadOnce<T>(module: LoadOnce<T>, needed: boolean): T | null {
  const [loaded, setLoaded] = useState<T | null>(() => module.current())
  useEffect(() => {
    if (!needed || loaded) return
    let current = true
    module.load().then(
      // A function-valued module (the personal payment math) must not be taken for a state updater.
      (value) => current && setLoaded(() => value),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [module, needed, loaded])
  return loaded
}
