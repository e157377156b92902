// The API's module boundaries, checked by dependency-cruiser in `npm test` (scripts/test.mjs):
//   pnpm exec depcruise api/src --config api/.dependency-cruiser.cjs
// A module is a folder `api/src/<module>/` (its subfolders, such as dto/, are part of it).
// Only what runs counts: type-only imports vanish when TypeScript compiles (tsPreCompilationDeps:
// false), so a module may name another's types; NestJS's constructor injection stays a value import.

/** A file's module: the first folder under api/src (api/src/bookings/dto/x.ts is in bookings). */
const MODULE_OF_FILE = /^api\/src\/([^/]+)\//;

/** @type {import('dependency-cruiser').ICruiseOptions} */
const options = {
  includeOnly: '^api/src/',
  // Test code never ships (tsconfig.build.json leaves it out) and may reach into a module's
  // insides: a test spies on a transaction to fail it midway, or writes rows through a
  // repository to set a scene. The rules are about the running API.
  exclude: {
    path: ['\\.test\\.ts$', '\\.testing\\.ts$', '^api/src/testing/', '^api/src/fuzz/'],
  },
  tsPreCompilationDeps: false,
  tsConfig: { fileName: `${__dirname}/tsconfig.json` },
};

const escaped = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The groups of modules that import values from one another around a circle: each strongly
 * connected group of two or more modules, every file counted as its module's. dependency-cruiser's
 * folder scope cannot find them: there each subfolder is a folder of its own, so `x` importing
 * `y/dto/` while `y` imports `x` is no circle of folders, and no circle of files either. So the
 * files' imports are read once without rules, with the options the rules see, and folded here.
 */
async function modulesInCircles() {
  const { cruise } = await import('dependency-cruiser');
  const { default: extractTSConfig } =
    await import('dependency-cruiser/config-utl/extract-ts-config');
  const { output } = await cruise(
    ['api/src'],
    options,
    {},
    { tsConfig: extractTSConfig(options.tsConfig.fileName) },
  );
  /** @type {Map<string, Set<string>>} */
  const imports = new Map();
  for (const { source, dependencies } of output.modules) {
    const from = MODULE_OF_FILE.exec(source)?.[1];
    if (!from) continue;
    if (!imports.has(from)) imports.set(from, new Set());
    for (const { resolved } of dependencies) {
      const to = MODULE_OF_FILE.exec(resolved)?.[1];
      if (to && to !== from) imports.get(from).add(to);
    }
  }
  return stronglyConnected(imports).filter((group) => group.length > 1);
}

/** Tarjan's strongly connected components of a graph given as each node's successors. */
function stronglyConnected(successors) {
  const index = new Map();
  const lowest = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, index.size);
    lowest.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of successors.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node), lowest.get(next)));
      } else if (onStack.has(next)) {
        lowest.set(node, Math.min(lowest.get(node), index.get(next)));
      }
    }
    if (lowest.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    groups.push(group.sort());
  };
  for (const node of successors.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** @type {Promise<import('dependency-cruiser').IConfiguration>} */
module.exports = modulesInCircles().then((circles) => ({
  forbidden: [
    {
      name: 'controller-uses-own-services',
      comment:
        "A controller calls its own module's services only: the rules (who may, which today, which refusal) live in one service, so a second door to them cannot skip one. Another module's work is reached through this module's service.",
      severity: 'error',
      from: { path: '^api/src/([^/]+)/.*\\.controller\\.ts$' },
      to: { path: '\\.service\\.ts$', pathNot: '^api/src/$1/' },
    },
    {
      name: 'controller-not-repository',
      comment:
        "A controller never reads a repository, not even its own module's: it would answer without the service's rules and Clock (a quote and a booking of one trip on different todays).",
      severity: 'error',
      from: { path: '\\.controller\\.ts$' },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'repository-private-to-its-module',
      comment:
        "A module's repositories (its tables' queries and transactions) are imported only from inside its folder; other modules call its exported services. Modules export services, never repositories.",
      severity: 'error',
      from: { path: '^api/src/([^/]+)/' },
      to: { path: '\\.repository\\.ts$', pathNot: '^api/src/$1/' },
    },
    // One rule per circle of modules found (none while the modules keep to their rooms): each
    // import between two of its modules, whichever of their files it joins, is one violation.
    ...circles.map((modules) => {
      const anyOf = `^api/src/(${modules.map(escaped).join('|')})/`;
      return {
        name: 'modules-not-both-ways',
        comment: `No two modules import values from each other, directly or around a circle (here ${modules.join(', ')}): then each module can be read, tested and changed from the ones below it. A module is its whole folder, subfolders such as dto/ included. What two modules share moves down (common/, database/, config/, or the lower module).`,
        severity: 'error',
        from: { path: anyOf },
        to: { path: anyOf, pathNot: '^api/src/$1/' },
      };
    }),
  ],
  options,
}));
