import { z } from 'zod'

import { outboxSmsSender } from './outbox'
import { SmsError, stdoutLog, type SmsLog, type SmsSender } from './sender'
import { webhookSmsSender } from './webhook'

const webhookUrl = z.url({ protocol: /^https?$/ })

/**
 * The sender the environment asks for:
 * - `SMS_WEBHOOK_URL` set: the HTTP provider (`SMS_API_KEY` as bearer token);
 * - otherwise outside production: the development outbox (`DATA_DIR/outbox/*.sms.txt`);
 * - otherwise (production without a provider, or an unusable URL): a sender that refuses every message.
 */
export function smsSenderFromEnv(
  env: Record<string, string | undefined> = process.env,
  log: SmsLog = stdoutLog,
): SmsSender {
  const url = env.SMS_WEBHOOK_URL?.trim()
  if (url) {
    if (!webhookUrl.safeParse(url).success) {
      return refusingSmsSender('SMS_WEBHOOK_URL is not an http(s) URL: no text message can be sent.', log)
    }
    return webhookSmsSender({ url, apiKey: env.SMS_API_KEY?.trim() || undefined })
  }
  if (env.NODE_ENV === 'production') {
    return refusingSmsSender(
      'SMS is not configured: set SMS_WEBHOOK_URL (and SMS_API_KEY) to send phone verification codes.',
      log,
    )
  }
  return outboxSmsSender({ log })
}

/** A sender that throws SmsError('unconfigured') with `reason`, logged once (not once per visitor). */
export function refusingSmsSender(reason: string, log: SmsLog = stdoutLog): SmsSender {
  let logged = false
  return {
    name: 'unconfigured',
    async send() {
      if (!logged) {
        logged = true
        log(`[sms] ${reason}`)
      }
      throw new SmsError('unconfigured', reason)
    },
  }
}
