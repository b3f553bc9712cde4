/**
 * The browser's side of the proof-of-work challenge: when the form endpoint answers 428 with an altcha
 * challenge, the form helper solves it here and posts again with the result in the `altcha` field. Loaded on
 * demand, so pages never carry the solver until a challenge is asked for; the work is a few hundred ms of
 * SHA-256 through Web Crypto (asynchronous, the page stays responsive), which a person does not notice.
 */

/** The `altcha` field's value for a challenge: base64 of `{ challenge, solution }`, or null when it cannot be solved. */
export async function solveLeadChallenge(challenge: unknown): Promise<string | null> {
  if (typeof challenge !== 'object' || challenge === null) return null
  try {
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([
      import('altcha-lib'),
      import('altcha-lib/algorithms/web/sha'),
    ])
    const typed = challenge as Parameters<typeof solveChallenge>[0]['challenge']
    const solution = await solveChallenge({ challenge: typed, deriveKey, timeout: 60_000 })
    if (!solution) return null
    return btoa(JSON.stringify({ challenge, solution }))
  } catch {
    // No Web Crypto (an insecure context) or the chunk did not load: the form shows the refusal's message.
    return null
  }
}
