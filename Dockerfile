# Production image: builds the client, SSR and server bundles, then runs the compiled server on Node 24
# as the unprivileged user `node` (docker-compose.yml runs two replicas of it).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
# MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_: see scripts/build-server.ts (SERVER_NODE_FLAGS).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Ready once migrations ran and the server listens; the proxy waits for it (docker-compose.yml).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=16", "--expose-gc", "dist/server-main.js"]
