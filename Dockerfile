# syntax=docker/dockerfile:1
# Diamond Dice in one image: the API server and every built app (the host and the five remotes), run as a non-root
# user. Built once; deploy/compose.yaml runs the same image as both API instances and as the one-shot data import.
# The Lahman CSVs are never in the image: they are mounted at /data/lahman (see README "Deploy").
#
#   docker build -t diamond-dice .
#
# Stages: deps (every dependency, from the lockfile) -> build (the apps, the API bundle, then the API's production
# dependencies alone) -> runtime (node:20-slim with only what runs).

ARG NODE_IMAGE=node:20-slim

FROM ${NODE_IMAGE} AS pnpm
ENV CI=true
# The version package.json's packageManager names (a different major could rewrite the lockfile).
RUN npm install -g pnpm@10.34.8 && npm cache clean --force
WORKDIR /src

FROM pnpm AS deps
# The lockfile alone first, so this layer (the downloads) is reused until a dependency changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline

FROM deps AS build
RUN pnpm -r --workspace-concurrency=2 --filter=!@bb/e2e run build
# The API's production dependencies as a folder of its own (workspace packages are bundled into dist already).
RUN pnpm --filter @bb/api --prod --legacy deploy /out/api \
 && rm -rf /out/api/src /out/api/test /out/api/dist \
 && mkdir -p /out/web \
 && for app in host mfe-gameplay mfe-leagues mfe-tournaments mfe-gotd mfe-account; do cp -r "$app/dist" "/out/web/$app"; done

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    WEB_DIST_DIR=/app/web \
    DATA_DIR=/app/.data/pglite \
    BASEBALL_DATA_DIR=/data/lahman
WORKDIR /app
# pnpm-workspace.yaml marks /app as the server's root (where .data/ goes).
COPY --from=build /src/pnpm-workspace.yaml /app/
COPY --from=build /out/api /app/api
COPY --from=build /src/api/dist /app/api/dist
COPY --from=build /out/web /app/web
# Writable places for the non-root user: PGlite and How To recordings (DATA_DIR), the Lahman CSVs' mount point (a
# named volume starts with this folder's owner, so `fetch.cjs` can fill it), backups.
RUN mkdir -p /app/.data /data/lahman && chown -R node:node /app/.data /data
USER node
EXPOSE 8080
# Liveness: the process serves HTTP. (Readiness, /readyz, is what the proxy checks before sending traffic.)
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM starts the graceful shutdown (drain, streams told to reconnect, requests finished, jobs handed back).
STOPSIGNAL SIGTERM
CMD ["node", "api/dist/server.cjs"]
