// Zod probes whether it may compile validators with `Function("")` the first time a form schema runs; under the
// site's Content-Security-Policy (no 'unsafe-eval') that probe is refused and reported as a violation. Jitless
// mode skips the probe; the forms' schemas are small, so the interpreted path costs nothing noticeable.
//
// Zod reads its configuration from `globalThis.__zod_globalConfig` when it first loads (what `z.config()` writes
// to). Setting that object here, before any form loads zod, instead of importing zod to call `z.config()`, keeps
// zod out of the scripts every page loads: it arrives with the forms. tests/int/zod-jitless.int.spec.ts holds the
// installed zod to that contract.
const zodHost = globalThis as { __zod_globalConfig?: Record<string, unknown> }
zodHost.__zod_globalConfig = { ...zodHost.__zod_globalConfig, jitless: true }
