#!/bin/sh
# Writes what the shell reads at start-up from this container's environment, so the same built
# files serve any environment and a remote can move without rebuilding the shell:
#   runtime-config.json   the runtime manifest (where each remote's entry lives, Firebase's config);
#   index.html            Home's page: the shell's built page with that manifest inlined in its
#                         head (no round trip before the shell starts), a preload for the API
#                         answers Home's loaders fetch, and a modulepreload for the entries of
#                         the remotes Home renders with and for the files of its modules, read
#                         from each remote's mf-manifest.json;
#   app.html              every other page (nginx.conf): the same without Home's modules, with
#                         every remote's entry.
# The block it writes is fenced by comments, so running it again replaces it.
#
#   SITE_DIR              the web root (default /usr/share/nginx/html)
#   FIRST_ROUTES          the shell's shell/server/first-routes.json
#                         (default /etc/carzone/first-routes.json)
#   FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID   the Firebase web config
#   FIREBASE_AUTH_EMULATOR_URL   staging only: the Auth emulator's origin as the browser reaches
#                         it (http://host:port); needs CARZONE_STAGING=true, since the emulator
#                         signs anyone in as anyone
set -eu
site=${SITE_DIR:-/usr/share/nginx/html}
first_routes=${FIRST_ROUTES:-/etc/carzone/first-routes.json}
: "${FIREBASE_API_KEY:?}" "${FIREBASE_AUTH_DOMAIN:?}" "${FIREBASE_PROJECT_ID:?}"
auth_emulator_url=${FIREBASE_AUTH_EMULATOR_URL:-}
if [ -n "$auth_emulator_url" ] && [ "${CARZONE_STAGING:-}" != true ]; then
  echo "write-runtime-config.sh: FIREBASE_AUTH_EMULATOR_URL is set without CARZONE_STAGING=true: the Auth emulator is for staging only." >&2
  exit 1
fi
command -v jq >/dev/null || {
  echo "write-runtime-config.sh needs jq" >&2
  exit 1
}
[ -f "$first_routes" ] || first_routes=/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Every remote deployed here: /remotes/<folder>/, federation name <folder> with _ for -.
remotes='{}'
for dir in "$site"/remotes/*/; do
  [ -f "${dir}remoteEntry.js" ] || continue
  folder=$(basename "$dir")
  remotes=$(printf '%s' "$remotes" | jq -c --arg name "$(printf '%s' "$folder" | tr - _)" \
    --arg entry "/remotes/$folder/remoteEntry.js" '. + {($name): $entry}')
done

# jq writes the values as JSON strings: quotes and backslashes in them cannot break it.
jq -nc --argjson remotes "$remotes" --arg apiKey "$FIREBASE_API_KEY" \
  --arg authDomain "$FIREBASE_AUTH_DOMAIN" --arg projectId "$FIREBASE_PROJECT_ID" \
  --arg authEmulatorUrl "$auth_emulator_url" \
  '{remotes: $remotes, firebase: ({apiKey: $apiKey, authDomain: $authDomain, projectId: $projectId}
    + if $authEmulatorUrl == "" then {} else {authEmulatorUrl: $authEmulatorUrl} end)}' \
  >"$work/runtime-config.json"

# head_block ROUTE: the block for a first visit to ROUTE (as the shell's server writes it,
# shell/server/html-head.ts). In the inlined JSON, < > & are escaped so nothing in a value can
# end the script element.
head_block() {
  echo '    <!-- carzone:head -->'
  printf '    <script id="carzone-runtime-config" type="application/json">%s</script>\n' \
    "$(jq -c . "$work/runtime-config.json" |
      sed -e 's/</\\u003c/g' -e 's/>/\\u003e/g' -e 's/&/\\u0026/g')"
  # The API answers ROUTE's loaders fetch, with credentials as the loaders do.
  jq -rn --arg route "$1" --slurpfile routes "$first_routes" '
    ($routes[0][$route].data // [])[]
    | @html "    <link rel=\"preload\" as=\"fetch\" crossorigin=\"use-credentials\" href=\"\(.)\">"'
  # The entries of the remotes ROUTE's modules come from; every entry for a page with none listed.
  printf '%s' "$remotes" | jq -r --arg route "$1" --slurpfile routes "$first_routes" '
    [($routes[0][$route].modules // [])[] | split("/")[0]] as $needed
    | to_entries[] | select(.key as $name | ($needed | length) == 0 or ($needed | index([$name])))
    | .value | @html "    <link rel=\"modulepreload\" crossorigin href=\"\(.)\">"'
  printf '%s' "$remotes" | jq -r 'keys[]' | while read -r name; do
    folder=$(printf '%s' "$name" | tr _ -)
    manifest="$site/remotes/$folder/mf-manifest.json"
    [ -f "$manifest" ] || continue
    # The files each of ROUTE's modules from this remote imports at once (`sync`, and its
    # bindings to the shared singletons), each once.
    jq -r --arg route "$1" --arg name "$name" --arg base "/remotes/$folder/" \
      --slurpfile routes "$first_routes" '
        [($routes[0][$route].modules // [])[] | select(startswith($name + "/"))
          | "./" + ltrimstr($name + "/")] as $wanted
        | [.exposes[] | select(.path as $path | $wanted | index([$path]))] as $exposes
        | ([$exposes[] | .assets.js.sync[]?, (.assets.js.async[]? | select(contains("__loadShare__")))]
            | reduce .[] as $f ([]; if index([$f]) then . else . + [$f] end)
            | .[] | $base + . | @html "    <link rel=\"modulepreload\" crossorigin href=\"\(.)\">"),
          ([$exposes[].assets.css.sync[]?] | unique
            | .[] | $base + . | @html "    <link rel=\"preload\" as=\"style\" href=\"\(.)\">")
      ' "$manifest"
  done
  echo '    <!-- /carzone:head -->'
}

# write_page ROUTE FILE: the shell's page with ROUTE's block at the end of its head, in place of
# the block a previous run wrote.
write_page() {
  head_block "$1" >"$work/block"
  awk -v block="$work/block" '
    /<!-- carzone:head -->/ { skipping = 1 }
    skipping { if (/<!-- \/carzone:head -->/) skipping = 0; next }
    !done && (at = index($0, "</head>")) {
      before = substr($0, 1, at - 1)
      if (before ~ /[^ \t]/) print before
      while ((getline line < block) > 0) print line
      print "  " substr($0, at)
      done = 1
      next
    }
    { print }
  ' "$site/index.html" >"$work/$2"
}

write_page / index.html
# Only Home has a page of its own (nginx.conf serves it for /); every other path gets app.html.
write_page '' app.html
# Into place only once all three are written, each in one step.
for file in runtime-config.json app.html index.html; do
  cp "$work/$file" "$site/.$file.new"
  mv "$site/.$file.new" "$site/$file"
done
