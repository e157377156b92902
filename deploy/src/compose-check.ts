// Checks that docker-compose.yml names only things that exist: build contexts, Dockerfiles, the
// files those Dockerfiles COPY, the files the nginx config they copy includes, the services it
// depends on, its secrets and volumes, the repository's files it mounts (Prometheus's
// configuration and rules), and variables the receiving unit actually reads. A compose
// file is never run in CI (no Docker here), so without this a renamed file or a dropped variable
// would only show on the day of a deploy.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join, posix } from 'node:path';
import { parse } from 'yaml';

/** Where the text of a file comes from: the repository, or a sample for the checker's own tests. */
export interface Files {
  exists(path: string): boolean;
  isDirectory(path: string): boolean;
  read(path: string): string;
}

export function filesUnder(root: string): Files {
  return {
    exists: (path) => existsSync(join(root, path)),
    isDirectory: (path) => existsSync(join(root, path)) && statSync(join(root, path)).isDirectory(),
    read: (path) => readFileSync(join(root, path), 'utf8'),
  };
}

/**
 * Which file reads a service's environment, by the Dockerfile that builds it: the API's config
 * module (and the mail and payment settings it reads through), or the web image's start-up step (the first-visit pages' writer) and the rendered
 * pages server started beside nginx (`otherFiles`, read the same way). A service built otherwise
 * (or from an image) is not checked for variables.
 */
export const ENVIRONMENT_READERS: Record<
  string,
  {
    file: string;
    names: (text: string) => string[];
    otherFiles?: string[];
    alsoFile?: string;
  }
> = {
  'deploy/api.Dockerfile': {
    file: 'api/src/config/app-config.ts',
    // The settings it reads through files of their own.
    otherFiles: ['api/src/config/mail-config.ts', 'api/src/config/payment-config.ts'],
    names: (text) => [...text.matchAll(/\bread\('([A-Z0-9_]+)'\)/g)].map((match) => match[1]!),
  },
  'deploy/web.Dockerfile': {
    file: 'packages/first-visit/src/write-site-pages-cli.ts',
    otherFiles: ['packages/first-visit/src/serve-rendered-pages-cli.ts'],
    // Its start-up script reads the TLS settings itself (`${TLS_SELF_SIGNED:-false}`).
    alsoFile: 'deploy/web-entrypoint.sh',
    // `env.NAME`, and names listed as strings ('FIREBASE_API_KEY') and read as `env[name]`.
    names: (text) =>
      [...text.matchAll(/(?:\benv\.|')([A-Z][A-Z0-9_]*)\b/g)].map((match) => match[1]!),
  },
};

/** The variables a shell script reads: `$NAME`, `${NAME}`, `${NAME:-default}`. */
function shellVariables(text: string): string[] {
  return [...text.matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!);
}

/** Variables read by Node or a library inside the unit, not by our own code. */
export const LIBRARY_VARIABLES = new Set([
  'NODE_ENV',
  'NODE_OPTIONS',
  'TZ',
  'GOOGLE_APPLICATION_CREDENTIALS',
  'FIREBASE_AUTH_EMULATOR_HOST',
]);

/** nginx's own files in every nginx image: an include of one of them needs no COPY. */
const NGINX_OWN_FILES = new Set(['/etc/nginx/mime.types', '/etc/nginx/fastcgi_params']);

type Service = {
  build?: string | { context?: string; dockerfile?: string };
  depends_on?: string[] | Record<string, unknown>;
  environment?: string[] | Record<string, unknown>;
  secrets?: Array<string | { source: string }>;
  volumes?: Array<string | { type?: string; source?: string }>;
};

type ComposeFile = {
  services?: Record<string, Service>;
  secrets?: Record<string, unknown>;
  volumes?: Record<string, unknown>;
};

/** Every problem with the compose file at `composePath` (relative to the files' root). */
export function checkComposeFile(files: Files, composePath = 'docker-compose.yml'): string[] {
  const compose = parse(files.read(composePath)) as ComposeFile;
  const problems: string[] = [];
  const services = compose.services ?? {};
  const baseDir = posix.dirname(composePath);
  const fromBase = (path: string) => posix.normalize(posix.join(baseDir, path));

  for (const [name, service] of Object.entries(services)) {
    const where = `service "${name}"`;

    for (const dependency of dependencies(service))
      if (!(dependency in services))
        problems.push(`${where} depends on "${dependency}", which is not a service.`);

    for (const secret of service.secrets ?? []) {
      const source = typeof secret === 'string' ? secret : secret.source;
      if (!(source in (compose.secrets ?? {})))
        problems.push(`${where} uses the secret "${source}", which is not declared under secrets.`);
    }
    for (const volume of service.volumes ?? []) {
      const source = typeof volume === 'string' ? volume.split(':')[0]! : (volume.source ?? '');
      const named = /^[\w-]+$/.test(source);
      if (named && !(source in (compose.volumes ?? {})))
        problems.push(
          `${where} mounts the volume "${source}", which is not declared under volumes.`,
        );
      // A file or folder of the repository (./…); a host's absolute path is the host's business.
      if (source.startsWith('.') && !files.exists(fromBase(source)))
        problems.push(`${where} mounts "${source}", which does not exist.`);
    }

    if (!service.build) continue;
    const build = typeof service.build === 'string' ? { context: service.build } : service.build;
    const context = fromBase(build.context ?? '.');
    if (!files.isDirectory(context)) {
      problems.push(`${where} builds from "${context}", which is not a folder.`);
      continue;
    }
    const dockerfile = posix.normalize(posix.join(context, build.dockerfile ?? 'Dockerfile'));
    if (!files.exists(dockerfile)) {
      problems.push(`${where} builds with "${dockerfile}", which does not exist.`);
      continue;
    }
    problems.push(...checkDockerfile(files, dockerfile, context));

    const reader = ENVIRONMENT_READERS[dockerfile];
    if (reader) {
      const read = new Set([
        ...reader.names(files.read(reader.file)),
        ...(reader.otherFiles ?? [])
          .filter((file) => files.exists(file))
          .flatMap((file) => reader.names(files.read(file))),
        ...(reader.alsoFile && files.exists(reader.alsoFile)
          ? shellVariables(files.read(reader.alsoFile))
          : []),
      ]);
      for (const variable of environmentNames(service))
        if (!read.has(variable) && !LIBRARY_VARIABLES.has(variable))
          problems.push(`${where} sets ${variable}, which ${reader.file} never reads.`);
    }
  }
  return problems;
}

/** COPY/ADD sources that are missing, and nginx includes no COPY puts in place. */
function checkDockerfile(files: Files, dockerfile: string, context: string): string[] {
  const problems: string[] = [];
  /** Where each copied file lands in the image → its path in the repository. */
  const placed = new Map<string, string>();
  const lines = files.read(dockerfile).replace(/\\\n/g, ' ').split('\n');
  for (const line of lines) {
    const match = /^\s*(COPY|ADD)\s+(.*)$/i.exec(line);
    if (!match) continue;
    const words = match[2]!.trim().split(/\s+/);
    // From another build stage: not a file of the repository.
    if (words.some((word) => word.startsWith('--from='))) continue;
    const paths = words.filter((word) => !word.startsWith('--'));
    const destination = paths.pop()!;
    for (const source of paths) {
      const inRepository = posix.normalize(posix.join(context, source)).replace(/(.)\/$/, '$1');
      if (!files.exists(inRepository)) {
        problems.push(`${dockerfile} copies "${source}", which does not exist.`);
        continue;
      }
      const target =
        destination.endsWith('/') || paths.length > 1
          ? posix.join(destination, basename(source))
          : destination;
      placed.set(target, inRepository);
    }
  }
  for (const [target, source] of placed) {
    if (!target.startsWith('/etc/nginx/')) continue;
    for (const included of nginxIncludes(files.read(source)))
      if (!placed.has(included) && !NGINX_OWN_FILES.has(included))
        problems.push(`${source} includes "${included}", which ${dockerfile} does not copy there.`);
  }
  return problems;
}

function nginxIncludes(config: string): string[] {
  return [...config.matchAll(/^\s*include\s+([^\s;]+)\s*;/gm)].map((match) => match[1]!);
}

function dependencies(service: Service): string[] {
  const dependsOn = service.depends_on ?? [];
  return Array.isArray(dependsOn) ? dependsOn : Object.keys(dependsOn);
}

function environmentNames(service: Service): string[] {
  const environment = service.environment ?? [];
  return Array.isArray(environment)
    ? environment.map((entry) => entry.split('=')[0]!)
    : Object.keys(environment);
}
