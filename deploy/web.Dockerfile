FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile \
  && pnpm -r --filter "./shell" --filter "./mf-*" --filter "@carzone/first-visit..." build
RUN mkdir -p /site/remotes && cp -r shell/dist/. /site/ \
  && for remote in mf-*; do cp -r "$remote/dist" "/site/remotes/$remote"; done \
  && rm -f /site/remotes/*/index.html

# Debian's nginx, as the host start runs it, with its brotli_static module (the builds' .br copies
# go out as they are); Node for the first-visit generator and the rendered pages server (their one
# dependency, the domain's list of languages, copied in beside them; the shell's renderer is one
# bundle, built for Node 18, Debian's); openssl for a
# self-signed TLS pair when asked for one (deploy/web-entrypoint.sh). TLS ends here, so every
# answer carries HSTS (deploy/hsts.conf, appended to the security headers).
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static nodejs openssl \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/security-headers.conf deploy/api-proxy.conf deploy/hsts.conf /etc/nginx/carzone/
RUN cat /etc/nginx/carzone/hsts.conf >> /etc/nginx/carzone/security-headers.conf \
  && rm /etc/nginx/carzone/hsts.conf
# Debian's main config, with room for the open event streams (two connections each): the same
# worker_connections and worker_rlimit_nofile as the host start's (deploy/lib/nginx-config.mjs).
# The build stops if Debian's lines ever change under the edit.
RUN sed -i -e 's/^\(\s*\)worker_connections [0-9]*;/\1worker_connections 4096;/' \
    -e 's/^worker_processes auto;$/&\nworker_rlimit_nofile 8192;/' /etc/nginx/nginx.conf \
  && grep -q '^\s*worker_connections 4096;$' /etc/nginx/nginx.conf \
  && grep -q '^worker_rlimit_nofile 8192;$' /etc/nginx/nginx.conf
COPY --from=build /app/packages/first-visit/package.json /opt/carzone/first-visit/package.json
COPY --from=build /app/packages/first-visit/dist /opt/carzone/first-visit/dist
COPY --from=build /app/packages/domain/package.json /opt/carzone/first-visit/node_modules/@carzone/domain/package.json
COPY --from=build /app/packages/domain/dist /opt/carzone/first-visit/node_modules/@carzone/domain/dist
COPY --from=build /app/shell/dist-prerender /opt/carzone/page-renderer
COPY --from=build /site /usr/share/nginx/html
COPY deploy/web-entrypoint.sh /usr/local/bin/carzone-web-entrypoint
EXPOSE 80 443
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/usr/local/bin/carzone-web-entrypoint"]
CMD ["nginx", "-g", "daemon off;"]
