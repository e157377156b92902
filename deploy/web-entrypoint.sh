#!/bin/sh
# The web image's start: check the TLS key pair, write the first-visit pages, start the rendered
# pages server, then run nginx (or the command given: `docker run … web nginx -t`).
# - TLS ends at this nginx (deploy/nginx.conf): mount certificate.pem and private-key.pem in
#   /etc/nginx/tls. To try the image without them, TLS_SELF_SIGNED=true makes a self-signed pair
#   for TLS_HOSTNAME (default localhost); browsers warn about it, so never in production.
# - The runtime manifest and the first-visit pages are written by @carzone/first-visit, the same
#   generator the shell's local server, the production start and release-remote use; its
#   variables are described in packages/first-visit/src/write-site-pages-cli.ts.
set -eu
tls_dir=/etc/nginx/tls
certificate=$tls_dir/certificate.pem
key=$tls_dir/private-key.pem
if [ -s "$certificate" ] && [ -s "$key" ]; then
  :
elif [ -e "$certificate" ] || [ -e "$key" ]; then
  echo "Only one of $certificate and $key is there: mount both (a PEM certificate chain and its key)." >&2
  exit 1
elif [ "${TLS_SELF_SIGNED:-false}" = true ]; then
  hostname=${TLS_HOSTNAME:-localhost}
  case "$hostname" in
    *[!0-9.]*) subject_alt_name="DNS:$hostname" ;;
    *) subject_alt_name="IP:$hostname" ;;
  esac
  echo "TLS_SELF_SIGNED=true: making a self-signed pair for $hostname in $tls_dir (browsers will warn)." >&2
  mkdir -p "$tls_dir"
  openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=$hostname" \
    -addext "subjectAltName=$subject_alt_name" -keyout "$key" -out "$certificate"
else
  echo "No TLS key pair in $tls_dir: mount certificate.pem and private-key.pem there, or set TLS_SELF_SIGNED=true to try the image with a self-signed one." >&2
  exit 1
fi
node /opt/carzone/first-visit/dist/write-site-pages-cli.js
# The rendered pages server beside nginx (upstream carzone_pages in nginx.conf): /available with
# its cars in the HTML. nginx sends the pages written above whenever it does not answer, so the
# site keeps working if it stops. It renders what visitors' addresses ask for, so it runs as
# nginx's unprivileged worker user, not as root (it only reads the site). It also counts nginx's
# access log lines (sent to it over syslog, UDP 3201) and serves the web metrics on 9465
# (PAGES_METRICS_HOST: 127.0.0.1 unless the compose network's Prometheus should reach it).
if [ "${1:-}" = nginx ]; then
  API_ORIGIN=${API_ORIGIN:-http://api:3100} setpriv --reuid=www-data --regid=www-data --clear-groups \
    node /opt/carzone/first-visit/dist/serve-rendered-pages-cli.js &
fi
exec "$@"
