import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkComposeFile, filesUnder, type Files } from './compose-check.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A small repository held in memory: each path and its text (a folder is any path's prefix). */
function sampleFiles(texts: Record<string, string>): Files {
  const isDirectory = (path: string) =>
    path === '.' || Object.keys(texts).some((file) => file.startsWith(`${path}/`));
  return {
    exists: (path) => path in texts || isDirectory(path),
    isDirectory,
    read: (path) => {
      const text = texts[path];
      if (text === undefined) throw new Error(`no such sample file: ${path}`);
      return text;
    },
  };
}

const SAMPLE_APP_CONFIG = "const port = read('API_PORT'); const db = read('DATABASE_URL');";
const SAMPLE_WRITER =
  "const site = env.SITE_DIR || '/x';\nconst missing = ['FIREBASE_API_KEY'].filter((n) => !env[n]);\n";

describe('docker-compose.yml', () => {
  it('names only files, services, secrets, volumes and variables that exist', () => {
    expect(checkComposeFile(filesUnder(repoRoot))).toEqual([]);
  });
});

describe('the compose check', () => {
  it('passes a sample whose every reference resolves', () => {
    const files = sampleFiles({
      'docker-compose.yml': `
services:
  api:
    build: { context: ., dockerfile: deploy/api.Dockerfile }
    environment: { NODE_ENV: production, API_PORT: '3100', DATABASE_URL: postgres://db/x }
  web:
    build: { context: ., dockerfile: deploy/web.Dockerfile }
    environment: [FIREBASE_API_KEY=key]
    depends_on: [api]
  prometheus:
    image: prom/prometheus
    volumes: ['./deploy/prometheus.yml:/etc/prometheus/prometheus.yml:ro']
`,
      'deploy/api.Dockerfile': 'FROM node\nCOPY . .\n',
      'deploy/web.Dockerfile':
        'FROM nginx\nCOPY deploy/nginx.conf /etc/nginx/conf.d/default.conf\nCOPY deploy/headers.conf \\\n  /etc/nginx/carzone/\nCOPY --from=build /site /usr/share/nginx/html\n',
      'deploy/nginx.conf': 'server {\n  include /etc/nginx/carzone/headers.conf;\n}\n',
      'deploy/headers.conf': 'add_header X-Content-Type-Options nosniff always;\n',
      'deploy/prometheus.yml': 'scrape_configs: []\n',
      'packages/first-visit/src/write-site-pages-cli.ts': SAMPLE_WRITER,
      'api/src/config/app-config.ts': SAMPLE_APP_CONFIG,
    });
    expect(checkComposeFile(files)).toEqual([]);
  });

  it('reports each missing file, service, secret, volume and unread variable', () => {
    const files = sampleFiles({
      'docker-compose.yml': `
services:
  api:
    build: { context: ., dockerfile: deploy/api.Dockerfile }
    environment:
      API_PORT: '3100'
      DATABSE_URL: postgres://db/x
    secrets: [service-account]
    volumes: [photos:/var/lib/photos]
    depends_on: { postgres: { condition: service_healthy } }
  web:
    build: { context: ., dockerfile: deploy/web.Dockerfile }
    environment: { FIREBASE_API_KEY: key, CARZONE_ENV: production }
  worker:
    build: { context: ./worker }
  admin:
    build: { context: ., dockerfile: deploy/admin.Dockerfile }
  prometheus:
    image: prom/prometheus
    volumes: ['./deploy/prometheus/alerts.yml:/etc/prometheus/alerts.yml:ro', '/srv/tls:/tls']
`,
      'deploy/api.Dockerfile': 'FROM node\nCOPY package.json api/ /app/\n',
      'deploy/web.Dockerfile':
        'FROM nginx\nCOPY deploy/nginx.conf /etc/nginx/conf.d/default.conf\n',
      'deploy/nginx.conf': 'server {\n  include /etc/nginx/carzone/headers.conf;\n}\n',
      'packages/first-visit/src/write-site-pages-cli.ts': SAMPLE_WRITER,
      'api/src/config/app-config.ts': SAMPLE_APP_CONFIG,
      'api/src/main.ts': '',
    });
    expect(checkComposeFile(files)).toEqual([
      'service "api" depends on "postgres", which is not a service.',
      'service "api" uses the secret "service-account", which is not declared under secrets.',
      'service "api" mounts the volume "photos", which is not declared under volumes.',
      'deploy/api.Dockerfile copies "package.json", which does not exist.',
      'service "api" sets DATABSE_URL, which api/src/config/app-config.ts never reads.',
      'deploy/nginx.conf includes "/etc/nginx/carzone/headers.conf", which deploy/web.Dockerfile does not copy there.',
      'service "web" sets CARZONE_ENV, which packages/first-visit/src/write-site-pages-cli.ts never reads.',
      'service "worker" builds from "worker", which is not a folder.',
      'service "admin" builds with "deploy/admin.Dockerfile", which does not exist.',
      'service "prometheus" mounts "./deploy/prometheus/alerts.yml", which does not exist.',
    ]);
  });
});
