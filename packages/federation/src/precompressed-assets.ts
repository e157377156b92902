// Every unit's scripts, styles and images compressed once, when they are built, as small as
// brotli and gzip make them at their slowest settings (about 16 % smaller than compressing each
// answer on the fly), and served that way by the local preview servers and by nginx
// (brotli_static, else gzip_static: deploy/nginx.conf). On a phone's connection the first visit is mostly
// waiting for bytes.
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import sirv from 'sirv';
import type { Connect, Plugin } from 'vite';

/** What is worth compressing: text formats. Images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** `<file>.br` and `<file>.gz` for one built file (nothing for a small one). */
export async function writeCompressedCopies(path: string): Promise<boolean> {
  const content = await readFile(path);
  if (content.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  return true;
}

/** Writes the compressed copies of a build's scripts, styles, SVGs and manifests beside them. */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'carzone:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => COMPRESSIBLE.test(fileName))
          .map((fileName) => writeCompressedCopies(join(outDir, fileName))),
      );
    },
  };
}

/**
 * Serves a build's compressible files, from their compressed copy when the browser accepts one
 * (brotli first), with an ETag; anything else goes on to the next middleware. `base` is the path
 * the build is served below (a remote's `/remotes/<folder>/`).
 */
export function servePrecompressed(distDir: string, base = '/'): Connect.NextHandleFunction {
  const serve = sirv(distDir, { dev: true, etag: true, brotli: true, gzip: true, extensions: [] });
  return (req, res, next) => {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    if (!pathname.startsWith(base) || !COMPRESSIBLE.test(pathname)) return next();
    req.url = `/${url.slice(base.length)}`;
    serve(req, res, () => {
      req.url = url;
      next();
    });
  };
}

/** A remote's preview server serves its compressed copies itself (the shell's passes them on). */
export function servePrecompressedOnPreview(): Plugin {
  return {
    name: 'carzone:serve-precompressed',
    configurePreviewServer(server) {
      const { root, base, build } = server.config;
      server.middlewares.use(servePrecompressed(resolve(root, build.outDir), base));
    },
  };
}
