import type { Payload, PayloadRequest } from 'payload'

/** Creates or updates every fixture; a second run changes nothing. */
export async function seed(payload: Payload, _req?: PayloadRequest): Promise<void> {
  payload.logger.info('seed: nothing to seed yet')
}
