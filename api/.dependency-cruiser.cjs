// The API's module boundaries, checked by dependency-cruiser in `npm test` (scripts/test.mjs):
//   pnpm exec depcruise api/src --config api/.dependency-cruiser.cjs
// A module is a folder `api/src/<module>/` (its subfolders, such as dto/, are part of it).
// Only what runs counts: type-only imports vanish when TypeScript compiles (tsPreCompilationDeps:
// false), so a module may name another's types; NestJS's constructor injection stays a value import.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
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
    {
      name: 'modules-not-both-ways',
      comment:
        'No two modules import values from each other, directly or around a circle: then each module can be read, tested and changed from the ones below it. What two modules share moves down (common/, database/, config/, or the lower module).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^api/src/([^/]+)' },
      to: { pathNot: '^api/src/$1(/|$)', circular: true },
    },
    {
      name: 'modules-no-file-cycles',
      comment:
        "The same for files: a file importing another module's file that leads back to it (which the folder rule can miss through a subfolder such as dto/).",
      severity: 'error',
      from: { path: '^api/src/([^/]+)/' },
      to: { pathNot: '^api/src/$1/', circular: true },
    },
  ],
  options: {
    includeOnly: '^api/src/',
    // Test code never ships (tsconfig.build.json leaves it out) and may reach into a module's
    // insides: a test spies on a transaction to fail it midway, or writes rows through a
    // repository to set a scene. The rules are about the running API.
    exclude: {
      path: ['\\.test\\.ts$', '\\.testing\\.ts$', '^api/src/testing/', '^api/src/fuzz/'],
    },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: `${__dirname}/tsconfig.json` },
  },
};
