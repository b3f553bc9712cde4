/**
 * The form-level error region: always in the page (role=alert), so a message put in it, a `_form` refusal or a
 * server error no field shows, is announced at once.
 */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div
      role="alert"
      className={message ? 'rounded-lg border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800' : undefined}
    >
      {message}
    </div>
  )
}
