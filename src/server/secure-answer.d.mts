import type { IncomingMessage, ServerResponse } from 'node:http'

import type { PreparedPage } from './nonce-html.mjs'
import type { CspHosts } from './security-headers.mjs'

export type AnswerSecurity = { nonce: string; acceptsGzip: boolean; rewrite: boolean }
export type SecurityOptions = { https: boolean; reportOnly: boolean }
export declare function currentCspHosts(): CspHosts
export declare function secureAnswer(request: IncomingMessage, response: ServerResponse, options: SecurityOptions): AnswerSecurity
export declare function rewriteAnswer(request: IncomingMessage, response: ServerResponse, security: AnswerSecurity): void
export declare function sendStoredPage(
  request: IncomingMessage,
  response: ServerResponse,
  entry: { status: number; headers: Record<string, string | string[]>; body: Buffer; prepared?: PreparedPage },
  security: AnswerSecurity,
): void
export declare function parseCspHosts(value: unknown): CspHosts
export declare function cspHostsRefresher(origin: string, epoch: () => number, intervalMs?: number): { check(): Promise<void> | null }
