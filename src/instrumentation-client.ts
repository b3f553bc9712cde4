import { z } from 'zod'

// Zod probes whether it may compile validators with `Function("")` the first time a form schema runs; under the
// site's Content-Security-Policy (no 'unsafe-eval') that probe is refused and reported as a violation. Jitless
// mode skips the probe; the forms' schemas are small, so the interpreted path costs nothing noticeable.
z.config({ jitless: true })
