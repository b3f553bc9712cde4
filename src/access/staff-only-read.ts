import { rolesAllowedField } from '@/access/roles-allowed'

/**
 * Field read for signed-in staff only: lead recipients and the general manager's address must not be
 * harvestable from the public settings API. Server code reads them with overrideAccess.
 */
export const staffOnlyRead = { read: rolesAllowedField('manager', 'marketing', 'sales') }
