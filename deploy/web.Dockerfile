FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile && pnpm -r --filter "./shell" --filter "./mf-*" build
RUN mkdir -p /site/remotes && cp -r shell/dist/. /site/ \
  && for remote in mf-*; do cp -r "$remote/dist" "/site/remotes/$remote"; done \
  && rm -f /site/remotes/*/index.html

FROM nginx:1.27
# write-runtime-config.sh writes JSON from the environment and reads the remotes' manifests.
RUN apt-get update && apt-get install -y --no-install-recommends jq \
  && rm -rf /var/lib/apt/lists/*
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/security-headers.conf deploy/api-proxy.conf /etc/nginx/carzone/
COPY shell/server/first-routes.json /etc/carzone/first-routes.json
COPY --from=build /site /usr/share/nginx/html
COPY deploy/write-runtime-config.sh /docker-entrypoint.d/40-write-runtime-config.sh
