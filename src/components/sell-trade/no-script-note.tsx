import { PhoneLink } from '@/components/header/phone-link'

/** For visitors without JavaScript: the wizard cannot run, so the dealer's phone is the way to an offer. */
export function NoScriptNote({ phone }: { phone: string | null }) {
  return (
    <noscript>
      <p className="mb-4 rounded-lg border border-line bg-surface p-3 text-sm text-ink-900">
        The online offer needs JavaScript. Please call us for an offer on your car instead
        {phone ? (
          <>
            {': '}
            <PhoneLink phone={phone} label="Call sales" />
          </>
        ) : (
          '.'
        )}
      </p>
    </noscript>
  )
}
