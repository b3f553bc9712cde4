import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

// One id per build (or BUILD_ID from the environment, e.g. a commit), inlined into server and browser code: an
// open page compares its own with /builds/latest.json's and reloads after a deployment. Instances serving one
// build (one Docker image) share it.
const buildId = process.env.BUILD_ID || randomUUID()

// Payload's code and JSON fields load Monaco from this site, not from a CDN (src/lib/admin-editor/monaco-from-site.cjs).
const monacoLoader = createRequire(import.meta.url).resolve('./src/lib/admin-editor/monaco-from-site.cjs')
const { PAYLOAD_CLIENT_FILES, installedMonacoVersion, monacoVsPath } = createRequire(import.meta.url)(monacoLoader)
const monacoOptions = { vsPath: monacoVsPath(installedMonacoVersion(fileURLToPath(new URL('.', import.meta.url)))) }

/** Client modules every public page's layout loads that pages' own client parts import too (see webpack below). */
const SITE_SHELL_MODULES =
  /[\\/](src[\\/](components[\\/](toast[\\/][^\\/]+|search[\\/]search-box\.client\.tsx|tracking[\\/]track\.ts)|lib[\\/](tracking[\\/](events|item-events)\.ts|cookies[\\/](header|browser)\.ts))|node_modules[\\/]cookie[\\/]dist[\\/]index\.js)$/

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Public reads are 'use cache' functions tagged for Payload's revalidation hooks. While `next build` runs they
  // wait for a request (src/lib/data/build-phase.ts), so the build needs no database; at request time a page whose
  // reads are all cached renders completely and is kept as an ISR entry per URL until a hook expires its tags.
  cacheComponents: true,
  // Off on purpose. Without Partial Prefetching, a URL not prerendered at build (every search and vehicle page)
  // waits for its complete render on the first visit instead of being sent the route's shared shell first. That
  // blocking render is what lets notFound()/permanentRedirect() answer real 404/308 statuses and the proxy's
  // 410 rewrite for sold vehicles keep its status; with it on, every such page left with 200.
  partialPrefetching: false,
  // Both caches go through Next's documented handler interfaces: 'use cache' entries (cacheHandlers.default) and
  // ISR pages (cacheHandler). Each checks its entries against this process's table of expired tags, which
  // src/server/shared-tags.mjs fills with the tags other processes expired, so an edit shows at the next request
  // on every instance (docs/operations.md).
  cacheHandler: fileURLToPath(new URL('./src/server/cache/isr-cache-handler.mjs', import.meta.url)),
  cacheHandlers: { default: fileURLToPath(new URL('./src/server/cache/use-cache-handler.mjs', import.meta.url)) },
  // Two root layouts (site, admin): unmatched URLs and notFound() on full loads render app/global-not-found.tsx.
  experimental: { globalNotFound: true },
  // A separate build folder lets a benchmark or test build run beside a developer's dev server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  async headers() {
    return [
      // Search and vehicle pages are ISR entries, which Next would send with `s-maxage=…, stale-while-revalidate=…`:
      // browsers honour the latter and showed a price or sale one visit late. Our server cache keeps them fast; the
      // browser and any CDN revalidate every time, so an edit shows at the next request.
      // The home page is an ISR entry too (src/lib/home/internal-path.ts).
      // The same for their Spanish pages (/es, /es/used-cars-for-sale/…).
      ...['/', '/es'].map((source) => ({ source, headers: [{ key: 'Cache-Control', value: 'public, max-age=0, must-revalidate' }] })),
      ...['cars-for-sale', 'new-cars-for-sale', 'used-cars-for-sale', 'certified-cars-for-sale'].flatMap((name) => [name, `es/${name}`]).flatMap((root) => [
        { source: `/${root}`, headers: [{ key: 'Cache-Control', value: 'public, max-age=0, must-revalidate' }] },
        { source: `/${root}/:path*`, headers: [{ key: 'Cache-Control', value: 'public, max-age=0, must-revalidate' }] },
      ]),
      // Static assets are fingerprinted or regenerated rarely; SPEC section 9 fixes max-age 8640000 s.
      {
        source: '/:path*.(svg|png|jpg|jpeg|webp|avif|ico|woff2)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=8640000' }],
      },
    ]
  },
  images: {
    // Fewer candidate widths than Next's default (which runs to 3840 px): every width is another srcset entry in
    // each of a search page's 19 cards, and vehicle photos are rarely wider than 1920 px.
    deviceSizes: [640, 828, 1080, 1200, 1920],
    imageSizes: [96, 256, 384],
    // Images are served by Payload's own media route; no remote hosts.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/**' }],
  },
  webpack(config, { isServer }) {
    // The admin's code editors load Monaco from this site (monacoLoader above).
    config.module.rules.push({ test: PAYLOAD_CLIENT_FILES, use: [{ loader: monacoLoader, options: monacoOptions }] })
    if (isServer || !config.optimization?.splitChunks) return config
    // Webpack copies a module into each chunk that needs it when the modules those chunks share add up to less than
    // splitChunks.minSize (Next: 20,000 bytes), and the layouts' and pages' client parts are separate chunks. So the
    // toasts, the tracking queue, the search box and the cookie parser, which every page's layout loads, came again
    // in the search and vehicle pages' own chunks (about 4 KB twice). One named chunk holds them once; lowering
    // minSize for everything instead split the site into many tiny chunks and cost more than it saved.
    config.optimization.splitChunks.cacheGroups = {
      ...config.optimization.splitChunks.cacheGroups,
      siteShell: {
        test: (module) => SITE_SHELL_MODULES.test(module.resource ?? ''),
        name: 'site-shell',
        chunks: 'all',
        enforce: true,
        priority: 20,
      },
    }
    return config
  },
  poweredByHeader: false,
  // Next hashes every page body for its ETag on every request, cached pages included: a fifth of the CPU of a
  // warm search page here (~220 KB hashed character by character in JavaScript). Pages revalidate with
  // `max-age=0, must-revalidate` and are compressed in transit, so re-sending one costs less than hashing it.
  generateEtags: false,
  // The same for `next dev` (Turbopack).
  turbopack: {
    rules: {
      '*.js': {
        condition: { all: [{ path: /@payloadcms\/ui\/dist\/exports\/client\// }, { content: /cdn\.jsdelivr\.net\/npm\/monaco-editor@/ }] },
        loaders: [{ loader: monacoLoader, options: monacoOptions }],
      },
    },
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = withPayloadConfig.headers

/**
 * Payload asks for the color-scheme client hint on every path (`Accept-CH` + `Critical-CH` on `/:path*`) for its
 * admin theme. On the public site `Critical-CH` makes the browser throw away a visitor's first page answer and
 * request it again with the hint (one more round trip before anything paints), and the `Vary` it adds splits
 * shared caches. The hint is kept for the admin only.
 */
async function headersWithAdminOnlyColorHint() {
  const rules = payloadHeaders ? await payloadHeaders() : []
  return rules.map((rule) =>
    rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )
}

export default { ...withPayloadConfig, headers: headersWithAdminOnlyColorHint }
