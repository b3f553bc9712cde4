import { CAR_MODELS } from './cars'
import { SPORTY_MODELS } from './sporty'
import { SUV_MODELS } from './suvs'
import { TRUCK_VAN_MODELS } from './trucks-vans'
import type { ModelSpec } from './types'

export * from './types'

/** Every model line the seed draws vehicles from. */
export const CATALOG: readonly ModelSpec[] = [...SUV_MODELS, ...CAR_MODELS, ...TRUCK_VAN_MODELS, ...SPORTY_MODELS]
