import config from '@payload-config'

import { script } from './cli'

/** Seeds the configured database; the entry seed/run.mjs bundles and runs. */
export async function runFromCli(): Promise<void> {
  await script(await config)
}
