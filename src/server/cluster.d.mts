export declare const SCHEDULER_ENV: string
export declare const CLUSTER_WORKER_ENV: string
export declare const READY_MESSAGE: string
export declare function webConcurrency(
  env: Record<string, string | undefined>,
  cores: number,
): { count: number } | { error: string }
export declare const availableCores: () => number
export declare function runPrimary(options: { count: number; log: (line: string) => void }): void
