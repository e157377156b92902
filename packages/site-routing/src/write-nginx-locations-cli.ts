// `pnpm --filter @carzone/site-routing write-nginx`: renders the site's routing into
// deploy/nginx.conf, between its markers. A test fails while the file and the list disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { withNginxLocations } from './nginx-locations.ts';

const file = new URL('../../../deploy/nginx.conf', import.meta.url);
const before = readFileSync(file, 'utf8');
const after = withNginxLocations(before);
if (after === before) {
  console.log('deploy/nginx.conf already follows the site routing.');
} else {
  writeFileSync(file, after);
  console.log('deploy/nginx.conf: site routing rewritten.');
}
