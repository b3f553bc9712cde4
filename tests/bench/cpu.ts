import fs from 'node:fs'

/** CPU time (user + system, ms) of each process of a process group, read from /proc (Linux). */
export type GroupCpu = Map<number, { name: string; ms: number; mainThreadMs: number }>

// Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ: 100 on every Linux that Node supports).
const TICK_MS = 10

/**
 * Every live process whose process group is `pgid` (the server started detached: the primary and its cluster
 * workers) with its CPU time so far. Read from outside, so the server needs no endpoint and no code for it.
 */
export function groupCpu(pgid: number): GroupCpu {
  const found: GroupCpu = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // gone meanwhile
    }
    // "pid (comm) state ppid pgrp …": comm may hold spaces, so split after its closing parenthesis.
    const close = stat.lastIndexOf(')')
    const fields = stat.slice(close + 2).split(' ')
    if (Number(fields[2]) !== pgid) continue
    const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS
    // The JavaScript thread is the task with the process's own id; the others are V8's GC helpers and libuv's pool.
    const mainThreadMs = threadCpuMs(`/proc/${entry}/task/${entry}/stat`) ?? ms
    found.set(Number(entry), { name: Number(entry) === pgid ? 'primary' : `pid ${entry}`, ms, mainThreadMs })
  }
  return found
}

function threadCpuMs(statFile: string): number | undefined {
  try {
    const stat = fs.readFileSync(statFile, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS
  } catch {
    return undefined
  }
}

/** CPU spent per process between two readings (processes present in the second one), and by its main thread. */
export function cpuBetween(before: GroupCpu, after: GroupCpu): { name: string; ms: number; mainThreadMs: number }[] {
  return [...after].map(([pid, { name, ms, mainThreadMs }]) => ({
    name,
    ms: ms - (before.get(pid)?.ms ?? 0),
    mainThreadMs: mainThreadMs - (before.get(pid)?.mainThreadMs ?? 0),
  }))
}

/** What a page weighs: the whole HTML and its inline React Server Components payload (`self.__next_f.push`). */
export type PageBytes = { html: number; rsc: number }

export function pageBytes(html: string): PageBytes {
  let rsc = 0
  for (const match of html.matchAll(/<script[^>]*>(self\.__next_f\.push\([\s\S]*?\))<\/script>/g)) {
    rsc += Buffer.byteLength(match[1])
  }
  return { html: Buffer.byteLength(html), rsc }
}

const total = (cpu: GroupCpu) => [...cpu.values()].reduce((sum, p) => sum + p.ms, 0)

/**
 * Waits until the server's processes are nearly idle (under 0.15 cores for 300 ms, 15 s at most): autocannon stops
 * at its deadline with requests still being rendered, and their CPU belongs to the run that sent them.
 */
export async function waitIdle(pgid: number): Promise<void> {
  const deadline = Date.now() + 15_000
  let last = total(groupCpu(pgid))
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 300))
    const now = total(groupCpu(pgid))
    if (now - last < 45) return
    last = now
  }
}
