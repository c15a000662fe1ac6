# syntax=docker/dockerfile:1
# Courtside server and web app in one image: built in a full stage, run as the unprivileged
# `node` user from a stage that holds only what serving needs, owned by root so that the
# process cannot change its own code. docs/deploy.md explains it.

FROM node:24-bookworm-slim AS manifests
# better-sqlite3 compiles when none of its prebuilt binaries fits the platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The bundle (apps/server/build.mjs) holds the server's code and the shared package; it leaves
# the npm packages outside, and these are the server workspace's production ones alone: no web
# app packages, no build tools.
FROM manifests AS server-packages
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
# pg_dump and pg_restore, for backups and restores on PostgreSQL run inside the image
# (docs/deploy.md, Backups): Debian's client 15, the version of compose's postgres:15 (a
# client dumps servers of its own version or older). No compilers: the packages come built.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=sqlite:/data/courtside.db \
    UPLOADS_DIR=/data/uploads
WORKDIR /app
# Copied without --chown: root owns the code and the packages, the process only reads them.
# The packages as the lock file lays them out (a few nested in apps/server/node_modules),
# beside the manifests they were installed from.
COPY --from=server-packages /app ./
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The one folder the process writes: the SQLite file (when DATABASE_URL says sqlite:) and the
# uploaded pictures.
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
WORKDIR /app/apps/server
EXPOSE 3000
VOLUME ["/data"]
# Readiness: 503 while the database is unreachable or while the process drains after SIGTERM.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 and handles SIGTERM itself (drain, then exit 0); give it SHUTDOWN_TIMEOUT_MS
# plus a few seconds before SIGKILL (compose: stop_grace_period).
CMD ["node", "dist/server.js"]
