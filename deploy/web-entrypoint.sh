#!/bin/sh
# The web image's start: a TLS pair if none is mounted, the first-visit pages, then nginx.
# - HTTPS (with HTTP/2) ends at this nginx (deploy/nginx.conf). Mount a real certificate.pem and
#   private-key.pem at /etc/nginx/tls; without them a self-signed pair for TLS_HOSTNAME (default
#   localhost) is made, so the container starts, but browsers will warn about it.
# - The runtime manifest and the first-visit pages are written by @carzone/first-visit, the same
#   generator the shell's local server, the production start and release-remote use; its
#   variables are described in packages/first-visit/src/write-site-pages-cli.ts.
set -eu
tls_dir=/etc/nginx/tls
if [ ! -s "$tls_dir/certificate.pem" ] || [ ! -s "$tls_dir/private-key.pem" ]; then
  hostname=${TLS_HOSTNAME:-localhost}
  echo "No TLS pair in $tls_dir: making a self-signed one for $hostname (mount a real one there)." >&2
  mkdir -p "$tls_dir"
  openssl req -x509 -newkey rsa:2048 -nodes -days 365 -subj "/CN=$hostname" \
    -addext "subjectAltName=DNS:$hostname" \
    -keyout "$tls_dir/private-key.pem" -out "$tls_dir/certificate.pem" 2>/dev/null
fi
node /opt/carzone/first-visit/dist/write-site-pages-cli.js
exec nginx -g 'daemon off;'
