import type { z } from 'zod'

export declare const productionEnvSchema: z.ZodType<Record<string, unknown>>
export declare function productionConfigProblems(env: Record<string, string | undefined>): string[]
export declare function formatConfigProblems(problems: string[]): string
