import { useTranslate } from '@/components/i18n/use-translate.client'

/** The consent a visitor gives by entering a cell number, shown under every phone field. */
export const CELL_PHONE_CONSENT =
  'By providing a cell phone number, you consent to receive calls and text messages from us, including by ' +
  'auto-dialer and prerecorded messages. Standard message and data rates may apply.'

/** The cell-phone consent disclaimer as the phone field's description, in the page's language (client fields only). */
export function ConsentDisclaimer() {
  const tr = useTranslate()
  return <p>{tr.text(CELL_PHONE_CONSENT)}</p>
}
