#!/bin/sh
# Writes the runtime manifest the shell reads at start-up from this container's environment, so
# the same built files serve any environment and a remote can move without rebuilding the shell.
set -eu
: "${FIREBASE_API_KEY:?}" "${FIREBASE_AUTH_DOMAIN:?}" "${FIREBASE_PROJECT_ID:?}"
remotes=""
for dir in /usr/share/nginx/html/remotes/*/; do
  folder=$(basename "$dir")
  name=$(echo "$folder" | tr '-' '_')
  remotes="$remotes${remotes:+,}\"$name\":\"/remotes/$folder/remoteEntry.js\""
done
cat > /usr/share/nginx/html/runtime-config.json <<JSON
{"remotes":{$remotes},"firebase":{"apiKey":"$FIREBASE_API_KEY","authDomain":"$FIREBASE_AUTH_DOMAIN","projectId":"$FIREBASE_PROJECT_ID"}}
JSON
