/** The honeypot's name: the form endpoint's BOT_FIELDS.honeypot (src/lib/abuse/policy.ts), kept in step by its spec. */
export const HONEYPOT_FIELD = 'website'

/**
 * A field people never see or reach: off-screen, hidden from assistive technology, out of the tab
 * order and never autofilled. Scripts that fill every input fill it, and the endpoint then answers 201 without
 * delivering. Rendered by SubmitButton, so every lead form carries it.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/** What the honeypot holds in the form that was submitted ('' when the form has none). */
export function honeypotValue(form: EventTarget | null | undefined): string {
  if (typeof HTMLFormElement === 'undefined' || !(form instanceof HTMLFormElement)) return ''
  const input = form.elements.namedItem(HONEYPOT_FIELD)
  return input instanceof HTMLInputElement ? input.value : ''
}
