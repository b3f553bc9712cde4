# syntax=docker/dockerfile:1
# Production image: `next build` once, `node server.mjs` at runtime against MongoDB (docker-compose.yml, or
# docker-compose.single.yml for one machine). server.mjs refuses to start without the production variables
# (src/lib/config/production-env.mjs). The same image runs the jobs worker: `npm run worker` (docker-compose.yml).

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# NEXT_PUBLIC_* values are inlined into the bundle at build time.
ARG NEXT_PUBLIC_SERVER_URL=''
ENV NEXT_PUBLIC_SERVER_URL=${NEXT_PUBLIC_SERVER_URL}
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The build reads no data (data components wait for a request), but loading the config opens an adapter:
# a throwaway SQLite file keeps the build away from any real database.
RUN DATA_DIR=/tmp/build-data DATABASE_URI=file:/tmp/build-data/build.db npm run build

FROM node:20-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    DATA_DIR=/app/data \
    PORT=3000 \
    HOSTNAME=0.0.0.0
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/.next ./.next
# Sources stay in the image so `npx payload ...` (migrate, seed) works inside the container.
COPY --from=build /app/package.json /app/next.config.mjs /app/payload.config.ts /app/tsconfig.json /app/server.mjs ./
COPY --from=build /app/public ./public
COPY --from=build /app/src ./src
COPY --from=build /app/collections ./collections
COPY --from=build /app/globals ./globals
COPY --from=build /app/migrations ./migrations
COPY --from=build /app/seed ./seed
# Uploads live under data/media, data/inventory-imports and data/resumes: volumes in docker-compose.yml, owned by
# the unprivileged user (a named volume takes the owner of the folder it is mounted on).
RUN mkdir -p /app/data/media /app/data/inventory-imports /app/data/resumes && chown -R node:node /app/data
USER node
EXPOSE 3000
# GET /api/health: 503 when the database or the mail outbox fails (src/lib/health/); the slim image has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# server.mjs: Next behind the page micro-cache (README, "How the search and vehicle pages are cached").
CMD ["node", "server.mjs"]
