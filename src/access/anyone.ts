import type { Access } from 'payload'

/** Public read: content every visitor may see. */
export const anyone: Access = () => true
