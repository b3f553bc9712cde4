import type { GlobalConfig } from 'payload'

/** Every global (site-wide settings edited in the admin). */
export const globals: GlobalConfig[] = []
