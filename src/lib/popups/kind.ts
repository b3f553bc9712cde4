/**
 * What a popup draws: its own HTML, or one of the site components UnlockInventory,
 * UserLead and UserLeadPhoneVerification. Pure.
 */
import type { Popup } from '@/payload-types'

export type PopupKind = 'html' | 'unlock-inventory' | 'user-lead' | 'user-lead-phone-verification'

/** The component names marketing may type (settings.component or content.innerComponent), any case. */
const COMPONENTS: Readonly<Record<string, Exclude<PopupKind, 'html'>>> = {
  unlockinventory: 'unlock-inventory',
  unlockinventoryform: 'unlock-inventory',
  userlead: 'user-lead',
  userleadform: 'user-lead',
  userleadphoneverification: 'user-lead-phone-verification',
  userleadphoneverificationform: 'user-lead-phone-verification',
}

const componentKind = (name: string | null | undefined) => (name ? COMPONENTS[name.trim().toLowerCase()] : undefined)

/**
 * The kind of a popup, or null when the site cannot draw it (HTML popup without HTML, unknown component): such a
 * popup is left out rather than opening an empty dialog.
 */
export function popupKind(popup: Pick<Popup, 'content' | 'settings'>): PopupKind | null {
  if (popup.content.type === 'html') return popup.content.html?.trim() ? 'html' : null
  return componentKind(popup.settings?.component) ?? componentKind(popup.content.innerComponent) ?? null
}
