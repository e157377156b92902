// nginx's share of the site's routing (site-routes.ts): the locations of deploy/nginx.conf's site
// server, and the error answers they send, rendered between two marker lines of that file; and
// the two maps at its top that give a page's language, rendered from the languages CarZone speaks.
import { LANGUAGES, TRANSLATED_LANGUAGES, type Language } from '@carzone/domain';
import {
  apiUnreachableAnswer,
  IMMUTABLE,
  NEVER_STORE,
  PAGE_VARY,
  REVALIDATE,
  SITE_ROUTES,
  tooLargeAnswer,
  type SiteRoute,
} from './site-routes.ts';

/** Where the image puts the files these locations include (deploy/web.Dockerfile). */
const INCLUDE_DIR = '/etc/nginx/carzone';
const SECURITY_HEADERS = `include ${INCLUDE_DIR}/security-headers.conf;`;
const API_PROXY = `include ${INCLUDE_DIR}/api-proxy.conf;`;

export const BEGIN_MARKER =
  '  # BEGIN site routing: written from packages/site-routing/src/site-routes.ts by';
export const END_MARKER = '  # END site routing';
const BEGIN_LINE = `${BEGIN_MARKER}\n  # \`pnpm --filter @carzone/site-routing write-nginx\`; edit that list, not these lines.\n`;

/** nginx's size units: 64k, 9m. */
export function nginxSize(bytes: number): string {
  const mib = 1024 * 1024;
  if (bytes % mib === 0) return `${bytes / mib}m`;
  if (bytes % 1024 === 0) return `${bytes / 1024}k`;
  return String(bytes);
}

/**
 * The page's language as nginx's maps give it (pageLanguageMaps): `.bn` (a dot and the language)
 * for a language but English, empty for English.
 */
const PAGE_LANGUAGE = '$carzone_page_language';

/** nginx's `return` of a JSON body, single-quoted, in the language of the visitor's page. */
function jsonReturn(status: number, answer: (language: Language) => object): string {
  const quoted = (language: Language) => {
    const json = JSON.stringify(answer(language));
    if (json.includes("'")) throw new Error(`nginx cannot return ${json} in single quotes.`);
    return `'${json}'`;
  };
  return [
    '    default_type application/json;',
    ...TRANSLATED_LANGUAGES.flatMap((language) => [
      `    if (${PAGE_LANGUAGE} = .${language}) {`,
      `      return ${status} ${quoted(language)};`,
      '    }',
    ]),
    `    return ${status} ${quoted('en')};`,
  ].join('\n');
}

/** The 413 answer's named location for a limit: one per limit the routes use. */
const tooLargeLocation = (limit: number) => `@body_over_${nginxSize(limit)}`;

function comment(text: string, indent: string): string {
  const words = text.split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && `${indent}# ${line} ${word}`.length > 100) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.map((text) => `${indent}# ${text}\n`).join('');
}

function locationLine(route: SiteRoute): string {
  if (route.match === 'exact') return `location = ${route.path}`;
  // ^~: no regular expression location is tried for these paths.
  return route.path === '/' || route.to === 'api' || route.hashedFiles
    ? `location ${route.path}`
    : `location ^~ ${route.path}`;
}

function cacheLines(cacheControl: string | undefined, indent: string, vary?: string): string {
  if (!cacheControl) return '';
  const varyLine = vary ? `${indent}add_header Vary "${vary}";\n` : '';
  // An add_header here drops the server block's, so the security headers are included again.
  return `${indent}add_header Cache-Control "${cacheControl}";\n${varyLine}${indent}${SECURITY_HEADERS}\n`;
}

function locationBody(route: SiteRoute): string {
  const lines: string[] = [];
  switch (route.to) {
    case 'api': {
      const limit = route.bodyLimitBytes;
      if (limit !== undefined) {
        lines.push(`    client_max_body_size ${nginxSize(limit)};`);
        lines.push(`    error_page 413 ${tooLargeLocation(limit)};`);
      }
      lines.push('    error_page 502 @api_unavailable;', '    error_page 504 @api_timed_out;');
      if (route.streamsBody) lines.push('    proxy_request_buffering off;');
      // The API's heartbeat comes every 15 s: a minute of silence means the instance is gone.
      if (route.eventStream)
        lines.push('    proxy_buffering off;', '    gzip off;', '    proxy_read_timeout 60s;');
      lines.push(`    ${API_PROXY}`);
      return `${lines.join('\n')}\n`;
    }
    case 'shell files':
    case 'remote builds': {
      let body = `    try_files $uri =404;\n${cacheLines(route.cacheControl, '    ')}`;
      if (route.hashedFiles) {
        body += `    location ~ ${route.hashedFiles.source.replace(/\\\//g, '/')} {\n      try_files $uri =404;\n${cacheLines(IMMUTABLE, '      ')}    }\n`;
      }
      return body;
    }
    case 'runtime manifest':
      return cacheLines(route.cacheControl ?? NEVER_STORE, '    ');
    case 'page': {
      // The pages are files written at start-up: index.html (Home), pages/<path>.html (each
      // other first route) and app.html (every other path), with a copy in each other language
      // (index.bn.html) of each whose first screen was rendered in it, for a visitor reading it.
      const file =
        route.path === '/' ? `    try_files /index${PAGE_LANGUAGE}.html /index.html =404;\n` : '';
      const vary = route.path === '/' ? PAGE_VARY : undefined;
      return `${route.internal ? '    internal;\n' : ''}${file}${cacheLines(route.cacheControl, '    ', vary)}`;
    }
    case 'shell files or page':
      return `    try_files $uri ${RENDERED_PAGE};\n${cacheLines(route.cacheControl, '    ', PAGE_VARY)}`;
  }
}

/** Where a page is first asked for: the rendered pages server (@carzone/first-visit). */
const RENDERED_PAGE = '@rendered_page';
const PAGE_FILE = '@page_file';

/**
 * The two named locations of a page that is not a file: the page rendered for this request where
 * the rendered pages server renders its path (`upstream carzone_pages`), else, on its 404 or when
 * it is down or slow, the page written at start-up (pages/<path>.html, else app.html).
 */
function pageLocations(cacheControl: string): string {
  const headers = cacheLines(cacheControl, '    ', PAGE_VARY);
  return `${comment('The page rendered for this request, where the rendered pages server renders its path (its first screen waits for the API). On its 404 (not rendered there), or when it is down or slow, the page written at start-up.', '  ')}  location ${RENDERED_PAGE} {
    proxy_pass http://carzone_pages;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_connect_timeout 1s;
    proxy_read_timeout 3s;
    proxy_intercept_errors on;
    error_page 404 500 502 503 504 = ${PAGE_FILE};
${headers}  }

${comment("A route's own page when a remote lists it among its first routes (in the visitor's language where there is one), else app.html.", '  ')}  location ${PAGE_FILE} {
    try_files /pages$uri${PAGE_LANGUAGE}.html /pages$uri.html /app.html;
${headers}  }
`;
}

/** The routes' locations and the error answers they name, as deploy/nginx.conf holds them. */
export function renderNginxLocations(routes: readonly SiteRoute[] = SITE_ROUTES): string {
  const limits = [
    ...new Set(routes.flatMap((route) => (route.bodyLimitBytes ? [route.bodyLimitBytes] : []))),
  ];
  const errors = [
    ...limits.map(
      (limit) =>
        `  location ${tooLargeLocation(limit)} {\n${jsonReturn(413, (language) => tooLargeAnswer(limit, language))}\n  }\n`,
    ),
    `  location @api_unavailable {\n${jsonReturn(502, (language) => apiUnreachableAnswer(502, language))}\n  }\n`,
    `  location @api_timed_out {\n${jsonReturn(504, (language) => apiUnreachableAnswer(504, language))}\n  }\n`,
  ].join('');
  const pageRoute = routes.find((route) => route.to === 'shell files or page');
  const locations = [
    ...routes.map(
      (route) =>
        `${comment(route.why, '  ')}  ${locationLine(route)} {\n${locationBody(route)}  }\n`,
    ),
    ...(pageRoute ? [pageLocations(pageRoute.cacheControl ?? REVALIDATE)] : []),
  ].join('\n');
  return `${BEGIN_LINE}
  # Errors nginx answers itself, in the API's one error shape ({ statusCode, error, code, message })
  # from the refusal table (@carzone/domain/refusals), in the page's language. Answers the API
  # gives (its own 413, 503…) pass through as they are (proxy_intercept_errors is off).
${errors}
${locations}${END_MARKER}
`;
}

/** The first lines of the two maps that give the page's language, in deploy/nginx.conf's order. */
const BROWSER_MAP = 'map $http_accept_language $carzone_browser_page_language {';
const COOKIE_MAP = 'map $cookie_carzone_language $carzone_page_language {';
/** What may follow a language in Accept-Language: another subtag, a weight, the next tag. */
const TAG_END = '(?:[-;,\\s]|$)';

/**
 * The two maps that give `$carzone_page_language`, by packages/first-visit/src/page-language.ts's
 * rule: the language kept in the carzone_language cookie, else the first of the browser's
 * languages among `languages` (the ones CarZone speaks, English among them), else English.
 */
export function pageLanguageMaps(languages: readonly string[] = LANGUAGES): string {
  // A language goes into a pattern and a file name as it is: a primary subtag, as browsers send it.
  const unfit = languages.filter((language) => !/^[a-z]{2,3}$/.test(language));
  if (unfit.length > 0 || !languages.includes('en')) {
    throw new Error(
      `nginx's maps need English and languages of two or three letters, got ${JSON.stringify(languages)}.`,
    );
  }
  const translated = languages.filter((language) => language !== 'en');
  // A language is the browser's first CarZone speaks when no other one it speaks comes before it.
  // Each tag can be read one way only (it starts after the spaces and runs to its comma), so a
  // long header costs one pass per language, never a search through every way of splitting it.
  const browserRule = (language: string) => {
    const others = languages.filter((other) => other !== language);
    const another = others.length === 1 ? others[0]! : `(?:${others.join('|')})`;
    return `  "~*^(?:\\s*(?:(?!${another}${TAG_END})[^,\\s][^,]*)?,)*\\s*${language}${TAG_END}" .${language};`;
  };
  return [
    BROWSER_MAP,
    ...translated.map(browserRule),
    '  default "";',
    '}',
    COOKIE_MAP,
    ...translated.map((language) => `  ${language} .${language};`),
    '  en "";',
    '  default $carzone_browser_page_language;',
    '}',
    '',
  ].join('\n');
}

/** `config` with its two page language maps (one after the other) rendered anew. */
function withPageLanguageMaps(config: string): string {
  const begin = config.indexOf(BROWSER_MAP);
  const cookieMap = begin < 0 ? -1 : config.indexOf('\n}\n', begin) + '\n}\n'.length;
  const end = config.indexOf('\n}\n', cookieMap) + '\n}\n'.length;
  if (begin < 0 || !config.startsWith(COOKIE_MAP, cookieMap) || end < cookieMap) {
    throw new Error(
      `deploy/nginx.conf has lost its page language maps ("${BROWSER_MAP}" followed by "${COOKIE_MAP}").`,
    );
  }
  return config.slice(0, begin) + pageLanguageMaps() + config.slice(end);
}

/**
 * `config` (deploy/nginx.conf) with the lines between the markers rendered anew, and the maps
 * that give the page's language.
 */
export function withNginxLocations(config: string, routes?: readonly SiteRoute[]): string {
  const begin = config.indexOf(BEGIN_MARKER);
  const endMarker = config.indexOf(END_MARKER);
  if (begin < 0 || endMarker < 0 || endMarker < begin) {
    throw new Error(
      `deploy/nginx.conf has lost its site routing markers ("${BEGIN_MARKER.trim()}" … "${END_MARKER.trim()}").`,
    );
  }
  const end = config.indexOf('\n', endMarker) + 1;
  return withPageLanguageMaps(
    config.slice(0, begin) + renderNginxLocations(routes) + config.slice(end),
  );
}
