import { getEnabledPopups, getPopupPreviews, type PopupView } from '@/lib/data/popups'
import type { Locale } from '@/lib/i18n/locales'
import { popupKind } from '@/lib/popups/kind'

import { PopupHost } from './popup-host.client'

const drawable = (popup: PopupView) => popupKind(popup) !== null

/**
 * The CMS popups of every public page (root layout). One cached list for every visitor and page; the browser
 * decides which one opens (a popup shows when at least one of its conditions passes). In a staff preview (draft mode)
 * every saved popup comes along, for `?popup-preview=<key>`. Renders nothing when there is nothing to draw. Texts
 * come in the root layout's language.
 */
export async function PopupSlot({ locale }: { locale: Locale }) {
  const [enabled, previews] = await Promise.all([getEnabledPopups(locale), getPopupPreviews(locale)])
  const popups = enabled.filter(drawable)
  const previewable = previews.filter(drawable)
  if (popups.length === 0 && previewable.length === 0) return null
  return <PopupHost popups={popups} previews={previewable} />
}
