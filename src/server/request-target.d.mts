import type { IncomingMessage, ServerResponse } from 'node:http'

export declare const BAD_ADDRESS_MESSAGE: string
export declare function requestTargetProblem(target: string): string | null
export declare function refuseRequestTarget(request: IncomingMessage, response: ServerResponse, problem: string): void
