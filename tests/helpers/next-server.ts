import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { repoRoot, testDistDir } from './next-build.mjs'

export type NextServer = {
  url: string
  /** Pid of the server's first process, which is also its process group (it starts detached). */
  pid: number
  /** Everything the server printed, for failure messages. */
  output: () => string
  stop: () => Promise<void>
  /** Kills the server at once (SIGKILL to its process group): a crash, with no chance to finish anything. */
  crash: () => Promise<void>
}

type StartOptions = {
  port: number
  env: Record<string, string>
  /** How long to wait for the first answer. */
  timeoutMs?: number
  /** Another checkout's server and build (the Lighthouse bench's baseline worktree); this one's by default. */
  root?: string
  distDir?: string
}

/**
 * Starts the production server (server.mjs, what `npm start` runs) on the test build (NODE_ENV=production) in its
 * own process group and waits until it answers HTTP. The caller passes the database and secret through env.
 */
export async function startNextServer({
  port,
  env,
  timeoutMs = 120_000,
  root = repoRoot,
  distDir = testDistDir(),
}: StartOptions): Promise<NextServer> {
  const url = `http://127.0.0.1:${port}`
  let log = ''
  // The production server itself (`npm start`): Next behind the page micro-cache of server.mjs. It binds every
  // interface and tells Next its host is 'localhost', which is how the proxy's rewrite URLs spell it (with
  // '127.0.0.1' Next would forward them as external requests, which fail).
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'server.mjs')],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: distDir,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_OPTIONS: '--no-deprecation',
        PORT: String(port),
        // Production refuses to start without a mail and a text choice (src/lib/config/production-env.mjs): tests
        // write mail to the outbox and run without texts unless the caller passes SMTP_URL or SMS_WEBHOOK_URL.
        NEXT_PUBLIC_SERVER_URL: url,
        ...(env.SMTP_URL || process.env.SMTP_URL ? {} : { EMAIL_OUTBOX: 'true' }),
        ...(env.SMS_WEBHOOK_URL ? {} : { SMS_DISABLED: 'true' }),
        // One process, as before `npm start` forked one per core; the specs of the cluster ask for more.
        WEB_CONCURRENCY: '1',
        ...env,
      },
    },
  )
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    // The negative pid signals the whole group, in case the server forks workers.
    process.kill(-child.pid, 'SIGTERM')
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }

  const crash = async () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    process.kill(-child.pid, 'SIGKILL')
    await exited
  }

  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log}`)
    try {
      await fetch(`${url}/api/users/me`, { signal: AbortSignal.timeout(5_000) })
      return { url, pid: child.pid ?? 0, output: () => log, stop, crash }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  await stop()
  throw new Error(`the server did not answer on ${url} within ${timeoutMs} ms:\n${log}`)
}


/**
 * Waits until `workers` worker processes of a clustered server (WEB_CONCURRENCY) have said they are ready: the first
 * answers HTTP before the others have started.
 */
export async function waitForWorkers(server: NextServer, workers: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while ((server.output().match(/Worker \d+ ready/g) ?? []).length < workers) {
    if (Date.now() > deadline) throw new Error(`the workers did not all start:\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
