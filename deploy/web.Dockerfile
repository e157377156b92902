FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile \
  && pnpm -r --filter "./shell" --filter "./mf-*" --filter "./packages/first-visit" build
RUN mkdir -p /site/remotes && cp -r shell/dist/. /site/ \
  && for remote in mf-*; do cp -r "$remote/dist" "/site/remotes/$remote"; done \
  && rm -f /site/remotes/*/index.html

FROM nginx:1.27
# The first-visit pages are written at start-up by @carzone/first-visit (Node, no dependencies):
# Debian's Node runs it.
RUN apt-get update && apt-get install -y --no-install-recommends nodejs \
  && rm -rf /var/lib/apt/lists/*
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/security-headers.conf deploy/api-proxy.conf /etc/nginx/carzone/
COPY --from=build /app/packages/first-visit/package.json /opt/carzone/first-visit/package.json
COPY --from=build /app/packages/first-visit/dist /opt/carzone/first-visit/dist
COPY --from=build /site /usr/share/nginx/html
COPY deploy/write-site-pages.sh /docker-entrypoint.d/40-write-site-pages.sh
