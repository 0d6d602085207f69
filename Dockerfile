# syntax=docker/dockerfile:1
# The game's API serving the built web app, for a cluster behind a load balancer
# (compose.yaml). Not built on the project's own machines, which have no Docker: README,
# "Deploying", says what has been run and what has not.

# Build: every dependency, then the libraries, the API and the web app; then /out keeps only
# what runs (production dependencies, the built code, no sources or tests).
FROM node:24-bookworm-slim AS build
ENV NX_DAEMON=false NX_NO_CLOUD=true
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && npx nx run-many -t build -p api web --output-style=static \
 && npm prune --omit=dev --no-audit --no-fund \
 && mkdir -p /out/apps/web \
 && cp -r package.json node_modules libs /out/ \
 && cp -r apps/api /out/apps/api \
 && rm -rf /out/apps/api/src /out/apps/api/test /out/libs/*/src \
 && cp -r apps/web/package.json apps/web/dist /out/apps/web/

# Run: Node 24, no build tools, not root.
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=build --chown=node:node /out ./
# Mail without SMTP_URL goes to .data/outbox as files: the server's user must own it.
RUN mkdir .data && chown node:node .data
USER node
EXPOSE 3000
# Liveness only: the load balancer asks /api/health/ready itself.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/main.js"]
