// The page of a remote's dev server: its harness, its pages without the shell.
import type { Plugin } from 'vite';

/**
 * The page a remote's dev server serves at every address below its base path: its harness
 * (src/main.tsx, which mounts src/app/harness-routes.tsx with `mountRemoteHarness`), its pages
 * without the shell. One page for every remote, written here rather than an index.html in each;
 * a build has no page (its input is remoteEntry.js alone).
 */
export function harnessPage(folder: string): Plugin {
  const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${folder} harness | CarZone</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./src/main.tsx"></script>
  </body>
</html>
`;
  return {
    name: 'carzone:harness-page',
    apply: 'serve',
    // After Vite's own middleware, as its index.html would be: modules and files come first.
    configureServer: (server) => () => {
      server.middlewares.use((request, response, next) => {
        // What Vite's own fallback to index.html answers: a page or anything, read or looked at.
        const accept = request.headers.accept ?? '';
        const html = accept === '' || accept.includes('text/html') || accept.includes('*/*');
        if (!(request.method === 'GET' || request.method === 'HEAD') || !html) return next();
        server
          .transformIndexHtml('/index.html', page, request.originalUrl)
          .then((transformed) => {
            response.setHeader('Content-Type', 'text/html');
            response.end(transformed);
          })
          .catch(next);
      });
    },
  };
}
