import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { publicApiGuard } from '@/lib/api/public-api-guard'
import { databaseAdapter, databaseKind } from '@/lib/config/database'
import { secretFromEnv } from '@/lib/config/dev-secret'
import { emailAdapter } from '@/lib/config/email'
import { onInit } from '@/lib/config/on-init'
import { withSoundRestEndpoints } from '@/lib/config/rest-endpoints'
import { redirects } from '@/lib/config/redirects'
import { serverTimestamps } from '@/lib/config/server-timestamps'
import { uploadStorage } from '@/lib/config/storage'
import { auditTrail } from '@/lib/audit/plugin'
import { healthEndpoint } from '@/lib/health/endpoint'
import { alertTasks } from '@/lib/alerts/tasks'
import { leadDeliveryJobs } from '@/lib/leads/delivery/jobs'
import { remindOverdueLeadsTask } from '@/lib/leads/follow-up/task'

import { collections } from './collections'
import { forgotPasswordMutation } from './collections/Users/forgot-password'
import { globals } from './globals'
import { migrations } from './migrations'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const jobs = leadDeliveryJobs()

// withSoundRestEndpoints: Payload's default endpoints for features a collection does not use answer 404, not 500.
export default buildConfig({
  admin: {
    user: 'users',
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · Dealership admin' },
    // Payload's built-in avatar, not Gravatar: no staff email hash goes to a third party, and the admin's CSP
    // (src/server/security-headers.mjs) allows images from the site only.
    avatar: 'default',
    // The manager's view of lead follow-up (/admin/lead-follow-up): open leads by age and owner, response times.
    components: {
      afterNavLinks: ['/src/components/admin/lead-follow-up/nav-link#LeadFollowUpNavLink'],
      views: {
        leadFollowUp: {
          Component: '/src/components/admin/lead-follow-up/view#LeadFollowUpView',
          path: '/lead-follow-up',
        },
      },
    },
  },
  // `npm run seed` → `payload seed`: Payload's CLI awaits the exported script before it exits.
  bin: [{ key: 'seed', scriptPath: path.resolve(dirname, 'seed/cli.ts') }],
  collections,
  globals,
  // The SEO plugin adds no fields by itself here (src/fields/seo.ts places its fields); it brings their admin texts.
  // auditTrail last: it appends the audit-log hooks to collections and globals as the other plugins left them.
  // publicApiGuard after them all: it guards every collection's and global's public REST and GraphQL reads.
  // uploadStorage: media, feeds and résumés in an S3 bucket when S3_BUCKET is set (src/lib/config/storage.ts).
  // serverTimestamps at the very end: createdAt and updatedAt of every collection and global, plugins' included,
  // are stamped by the server only (src/lib/config/server-timestamps.ts).
  plugins: [redirects, seoPlugin({}), uploadStorage(), auditTrail, publicApiGuard(), serverTimestamps],
  editor: lexicalEditor(),
  // The site in Spanish: shopper-visible CMS texts marked `localized` have an English and a Spanish value;
  // a Spanish value left empty reads the English one, so a page is never blank while marketing translates.
  localization: {
    locales: [
      { label: 'English', code: 'en' },
      { label: 'Español', code: 'es' },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  db: databaseAdapter(migrations),
  email: emailAdapter(),
  // GET /api/health for load balancers (src/lib/health/).
  endpoints: [healthEndpoint],
  // Lead emails: the deliverLead task, retried with backoff, run every minute (src/lib/leads/delivery/jobs.ts);
  // the price-drop and saved-search alerts' tasks and the unanswered-lead reminders run from the same queue
  // (src/lib/alerts/tasks.ts, src/lib/leads/follow-up/task.ts).
  jobs: { ...jobs, tasks: [...(jobs.tasks ?? []), ...alertTasks, remindOverdueLeadsTask] },
  secret: secretFromEnv('PAYLOAD_SECRET'),
  serverURL: process.env.NEXT_PUBLIC_SERVER_URL || '',
  sharp,
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  graphQL: {
    // forgotPasswordUser answers as POST /api/users/forgot-password does: the same for every email, throttled.
    mutations: forgotPasswordMutation,
    schemaOutputFile: path.resolve(dirname, 'src/generated-schema.graphql'),
  },
  onInit: (payload) => onInit(payload, { migrations, sqlite: databaseKind() === 'sqlite' }),
}).then(withSoundRestEndpoints)
