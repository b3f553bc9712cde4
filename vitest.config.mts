import { createRequire } from 'node:module'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Vite 8 resolves tsconfig "paths" (@/… and @payload-config) itself; the vite-tsconfig-paths plugin would
  // need a hoisted `vite` package, which vitest 4 keeps nested.
  // `graphql` resolves to the build Node itself loads for Payload and graphql-http, as in Next, where it is a
  // server-external package: Vite would pick its ESM build, a second copy whose errors and types the other one
  // does not recognise (a validation rule's refusal came back as a bare array).
  resolve: { tsconfigPaths: true, alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  test: {
    environment: 'node',
    include: ['tests/int/**/*.int.spec.ts'],
    // Each spec file opens its own throwaway SQLite database; forks keep Payload's module-level caches
    // (getPayload, the config) apart, and two workers match the 2-core CI machine.
    pool: 'forks',
    maxWorkers: 2,
    isolate: true,
    // Migrating a fresh database, seeding and starting `next start` take seconds, not milliseconds.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
})
