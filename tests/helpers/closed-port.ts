import net from 'node:net'

import { afterAll, beforeAll } from 'vitest'

/**
 * Points `PORT` at a port nothing listens on for the enclosing suite, restoring it after. The proxy reads its rules
 * from this server's /redirect-rules; a closed port makes it fall back to the built-in defaults at once (legacy
 * redirects still work), so no dev server on :3000 changes the tests.
 */
export function useClosedProxyPort(): void {
  let previousPort: string | undefined
  beforeAll(async () => {
    previousPort = process.env.PORT
    const server = net.createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    await new Promise((resolve) => server.close(resolve))
    process.env.PORT = typeof address === 'object' && address ? String(address.port) : '9'
  })
  afterAll(() => {
    if (previousPort === undefined) delete process.env.PORT
    else process.env.PORT = previousPort
  })
}
