#!/bin/sh
# The web image's start-up step (nginx runs /docker-entrypoint.d/*.sh before it starts): the
# runtime manifest and the first-visit pages, written by @carzone/first-visit, the same generator
# the shell's local server, the production start and release-remote use. Its variables are
# described in packages/first-visit/src/write-site-pages-cli.ts.
exec node /opt/carzone/first-visit/dist/write-site-pages-cli.js
