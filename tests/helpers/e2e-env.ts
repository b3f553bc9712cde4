/** Port of the e2e server; its own so it never meets a developer's dev server on 3000. */
export const E2E_PORT = Number(process.env.E2E_PORT || 3290)

/** Where Playwright finds the site. */
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
