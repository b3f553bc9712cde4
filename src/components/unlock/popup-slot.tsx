import { getEnabledPopups, type PopupView } from '@/lib/data/popups'

import { PopupHost } from './popup-host.client'

/** The popups this site can draw: the unlock-inventory form, or staff-written HTML. */
function drawable(popup: PopupView): boolean {
  if (popup.content.type === 'html') return Boolean(popup.content.html)
  return popup.settings?.component === 'UnlockInventory' || popup.content.innerComponent === 'UnlockInventoryForm'
}

type PopupSlotProps = {
  /** 'inventory' (search results) or 'vehicle-detail', as the popups' page rules name them. */
  routeName: string
  routeParams?: Record<string, string>
  vehicleId?: string
}

/**
 * The CMS popups of a search or vehicle page (SPEC section 2: the unlock-inventory popup). One cached list for
 * every visitor; the browser decides whether one opens. Renders nothing when no popup is enabled.
 */
export async function PopupSlot({ routeName, routeParams = {}, vehicleId }: PopupSlotProps) {
  const popups = (await getEnabledPopups()).filter(drawable)
  if (popups.length === 0) return null
  return <PopupHost popups={popups} routeName={routeName} routeParams={routeParams} vehicleId={vehicleId} />
}
