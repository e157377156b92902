// `node scripts/check-doc-paths.mjs`: every repository path README.md and docs/**/*.md name (in
// backticks or as a link's target) exists. Prints each one missing as file:line and exits 1;
// `npm test` runs it beside lint and formatting. What counts as a path: scripts/lib/doc-paths.mjs.
import { checkDocPaths } from './lib/doc-paths.mjs';
import { repoRoot } from './lib/workspace.mjs';

const { documents, references, missing } = checkDocPaths(repoRoot);
for (const { document, line, path, kind } of missing)
  console.error(`${document}:${line}: ${kind === 'link' ? 'link to ' : ''}${path} does not exist`);
if (missing.length) {
  console.error(
    `\n${missing.length} of the ${references} paths named in ${documents.length} documents do not exist: correct the document (the code is right).`,
  );
  process.exit(1);
}
console.log(`All ${references} paths named in ${documents.length} documents exist.`);
