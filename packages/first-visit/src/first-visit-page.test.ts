// A first visit's page with the first screen the shell's build rendered ahead of time.
import { describe, expect, it } from 'vitest';
import { firstVisitPage, rendersPerRequest } from './first-visit-page.js';
import { isFirstScreens, withFirstScreen, type FirstScreens } from './page-head.js';

const SHELL_PAGE =
  '<!doctype html>\n<html>\n  <head>\n    <meta\n      name="description"\n      content="Rent a car."\n    />\n    <title>CarZone</title>\n    <script type="module" crossorigin src="/assets/entry-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/glue-1.js">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
const config = {
  remotes: { mf_marketing: '/remotes/mf-marketing/remoteEntry.js' },
  firebase: { apiKey: 'key', authDomain: 'a.example', projectId: 'p' },
};
const firstScreens: FirstScreens = {
  head: '<style data-carzone-theme="">:root{}</style>',
  themeStylesheet: '/assets/theme-0123456789.css',
  screens: {
    '/': {
      html: '<h1>Drive Your Dreams Today!</h1>',
      head: '<style data-emotion="css a1">.css-a1{}</style>',
      ready: true,
    },
    '/available': { html: '<span>Loading</span>', head: '', ready: false },
  },
};
const HOME_ROUTE = { modules: ['mf_marketing/home-sections'], data: ['/api/allCars?limit=6'] };
const page = (path: string, screens: FirstScreens = firstScreens) =>
  firstVisitPage({
    shellPage: SHELL_PAGE,
    config,
    route: HOME_ROUTE,
    manifests: new Map(),
    firstScreens: screens,
    path,
  });

describe('firstVisitPage with first screens', () => {
  it("puts the path's first screen in #root, busy until React takes it over, its styles in the head", () => {
    const home = page('/');
    expect(home).toContain(
      '<div id="root" aria-busy="true"><!-- carzone:first-screen:ready:en --><h1>Drive Your Dreams Today!</h1><!-- /carzone:first-screen --></div>',
    );
    const head = home.slice(0, home.indexOf('</head>'));
    expect(head).toContain('<style data-carzone-theme="">:root{}</style>');
    expect(head).toContain('<style data-emotion="css a1">.css-a1{}</style>');
    expect(page('/index.html')).toBe(home);
  });

  it('says when the screen is a loading state, so the browser takes it over at once', () => {
    expect(page('/available')).toContain(
      '<!-- carzone:first-screen:loading:en --><span>Loading</span>',
    );
  });

  it("leaves #root empty for a path without a first screen, and links the theme's stylesheet", () => {
    const other = page('/car/42');
    expect(other).toContain('<div id="root"></div>');
    const head = other.slice(0, other.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="stylesheet" href="/assets/theme-0123456789.css" data-carzone-theme="">',
    );
    expect(head).not.toContain('<style data-carzone-theme');
    expect(page('/', { head: '', screens: {} })).toContain('<div id="root"></div>');
    // A build that wrote no stylesheet leaves the theme to the scripts.
    expect(page('/car/42', { head: '', screens: {} })).not.toContain('data-carzone-theme');
  });

  it('inlines the theme on a page with a first screen, and links no stylesheet there', () => {
    expect(page('/')).not.toContain('theme-0123456789.css');
  });

  it('gives the same bytes when generated again from its own output, whatever it held before', () => {
    const home = page('/');
    const again = firstVisitPage({
      shellPage: home,
      config,
      route: HOME_ROUTE,
      manifests: new Map(),
      firstScreens,
      path: '/',
    });
    expect(again).toBe(home);
    // A page written for Home, used as the shell's page for another path, loses Home's screen.
    expect(withFirstScreen(home, undefined)).toContain('<div id="root"></div>');
    expect(withFirstScreen(home, firstScreens.screens['/available'])).not.toContain('Drive');
    // And used for a path without a screen, its scripts start at once again.
    const other = firstVisitPage({
      shellPage: home,
      config,
      route: HOME_ROUTE,
      manifests: new Map(),
      firstScreens,
      path: '/car/42',
    });
    expect(other).toBe(page('/car/42'));
    expect(other).toContain('<script type="module" crossorigin src="/assets/entry-1.js"></script>');
  });
});

describe('a first visit in Bangla', () => {
  const bangla: FirstScreens = {
    ...firstScreens,
    languageHeads: { bn: '<style data-carzone-bengali-font="">@font-face{}</style>' },
    description: 'Rent a car.',
    translatedDescriptions: { bn: 'গাড়ি ভাড়া নিন "এখনই"।' },
    screens: {
      ...firstScreens.screens,
      '/': {
        ...firstScreens.screens['/']!,
        translations: {
          bn: {
            html: '<h1>আজই আপনার স্বপ্নের গাড়ি চালান!</h1>',
            head: '<style data-emotion="css b2">.css-b2{}</style>',
          },
        },
      },
    },
  };
  const inBangla = (path: string) =>
    firstVisitPage({
      shellPage: SHELL_PAGE,
      config,
      route: HOME_ROUTE,
      manifests: new Map(),
      firstScreens: bangla,
      path,
      language: 'bn',
    });

  it('gets the screen rendered in Bangla, its styles and the Bengali font, marked as Bangla', () => {
    const home = inBangla('/');
    expect(home).toContain('<html lang="bn">');
    expect(home).toContain(
      '<!-- carzone:first-screen:ready:bn --><h1>আজই আপনার স্বপ্নের গাড়ি চালান!</h1>',
    );
    expect(home).not.toContain('Drive Your Dreams Today!');
    const head = home.slice(0, home.indexOf('</head>'));
    expect(head).toContain('<style data-carzone-bengali-font="">@font-face{}</style>');
    expect(head).toContain('<style data-emotion="css b2">.css-b2{}</style>');
    expect(head).not.toContain('css-a1');
    expect(head).toContain('content="গাড়ি ভাড়া নিন &quot;এখনই&quot;।"');
    expect(head).not.toContain('Rent a car.');
  });

  it('gets the English screen, marked as English, where none was rendered in Bangla', () => {
    const available = inBangla('/available');
    expect(available).toContain('<html lang="en">');
    expect(available).toContain('<!-- carzone:first-screen:loading:en --><span>Loading</span>');
    expect(available).not.toContain('data-carzone-bengali-font');
  });

  it('is the English page for an English reader, and says so', () => {
    expect(page('/', bangla)).toContain('<html lang="en">');
    expect(page('/', bangla)).toContain('Drive Your Dreams Today!');
    expect(page('/', bangla)).toContain('content="Rent a car."');
    // Generated again from the Bangla page, the English page is the same bytes as from the shell's.
    const again = firstVisitPage({
      shellPage: inBangla('/'),
      config,
      route: HOME_ROUTE,
      manifests: new Map(),
      firstScreens: bangla,
      path: '/',
    });
    expect(again).toBe(page('/', bangla));
  });
});

describe('a first screen rendered for the request', () => {
  const AVAILABLE_ROUTE = { modules: ['mf_marketing/home-sections'], data: ['/api/cars'] };
  const rendered = {
    html: '<h1>Available Cars</h1><article>Toyota Axio</article>',
    head: '<style data-emotion="css c3">.css-c3{}</style><script type="application/json" id="carzone-route-data">{}</script>',
  };
  const withRendered = (language: 'en' | 'bn') =>
    firstVisitPage({
      shellPage: SHELL_PAGE,
      config,
      route: AVAILABLE_ROUTE,
      manifests: new Map(),
      firstScreens: {
        ...firstScreens,
        languageHeads: { bn: '<style data-carzone-bengali-font=""></style>' },
      },
      path: '/available',
      language,
      renderedScreen: rendered,
    });

  it('replaces the loading state the build rendered, ready, with its scripts after the first paint', () => {
    const available = withRendered('en');
    expect(available).toContain(
      '<!-- carzone:first-screen:ready:en --><h1>Available Cars</h1><article>Toyota Axio</article>',
    );
    expect(available).not.toContain('<span>Loading</span>');
    expect(available).toContain(
      '<script type="module" src="/start-after-first-paint.js"></script>',
    );
    const head = available.slice(0, available.indexOf('</head>'));
    expect(head).toContain(rendered.head);
  });

  it('preloads no API answer: the page brings the one it was rendered with', () => {
    expect(withRendered('en')).not.toContain('as="fetch"');
    const notRendered = firstVisitPage({
      shellPage: SHELL_PAGE,
      config,
      route: AVAILABLE_ROUTE,
      manifests: new Map(),
      firstScreens,
      path: '/available',
    });
    expect(notRendered).toContain('href="/api/cars"');
  });

  it('is sent in Bangla, with the Bengali font, when rendered in Bangla', () => {
    const available = withRendered('bn');
    expect(available).toContain('<html lang="bn">');
    expect(available).toContain('<!-- carzone:first-screen:ready:bn -->');
    expect(available).toContain('<style data-carzone-bengali-font=""></style>');
  });

  it('is worth rendering only where the build stopped at a loading state', () => {
    expect(rendersPerRequest(firstScreens, '/available')).toBe(true);
    expect(rendersPerRequest(firstScreens, '/')).toBe(false);
    expect(rendersPerRequest(firstScreens, '/car/42')).toBe(false);
    expect(rendersPerRequest(undefined, '/available')).toBe(false);
  });
});

describe('the scripts of a page with a first screen', () => {
  it('start after its first paint: every module tag is held in an inert template', () => {
    const home = page('/');
    for (const tag of [
      '<script type="module" crossorigin src="/assets/entry-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/glue-1.js">',
      '<link rel="modulepreload" crossorigin href="/remotes/mf-marketing/remoteEntry.js">',
    ]) {
      expect(home).toContain(`<template data-carzone-after-first-paint>${tag}</template>`);
    }
    expect(home).toContain('<script type="module" src="/start-after-first-paint.js"></script>');
    expect(home).not.toMatch(
      /(?<!<template data-carzone-after-first-paint>)<link rel="modulepreload"/,
    );
    // The route's API answer is not a script: it is still fetched at once.
    expect(home).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/allCars?limit=6">',
    );
  });

  it('start at once on a page without one, which needs them to show anything', () => {
    const other = page('/car/42');
    expect(other).not.toContain('<template');
    expect(other).not.toContain('start-after-first-paint');
    expect(other).toContain('<script type="module" crossorigin src="/assets/entry-1.js"></script>');
  });
});

describe('isFirstScreens', () => {
  it('accepts what the prerender writes and nothing else', () => {
    expect(isFirstScreens(firstScreens)).toBe(true);
    expect(isFirstScreens({ head: '', screens: { '/': { html: '<p></p>' } } })).toBe(false);
    expect(isFirstScreens({ screens: {} })).toBe(false);
    expect(isFirstScreens(null)).toBe(false);
    const home = firstScreens.screens['/']!;
    const withHome = (translations: unknown) => ({
      ...firstScreens,
      screens: { '/': { ...home, translations } },
    });
    const screen = { html: '<h1>হোম</h1>', head: '' };
    expect(isFirstScreens(withHome({ bn: screen }))).toBe(true);
    expect(isFirstScreens(withHome({ bn: {} }))).toBe(false);
    expect(isFirstScreens(withHome([screen]))).toBe(false);
    expect(isFirstScreens({ ...firstScreens, languageHeads: { bn: 1 } })).toBe(false);
    expect(isFirstScreens({ ...firstScreens, translatedDescriptions: 'গাড়ি' })).toBe(false);
    // Written for another list of languages: English's words are the fields beside, and a
    // language the site does not speak has no page to go in.
    expect(isFirstScreens(withHome({ en: screen }))).toBe(false);
    expect(isFirstScreens(withHome({ xx: screen }))).toBe(false);
    expect(isFirstScreens({ ...firstScreens, languageHeads: { xx: '' } })).toBe(false);
    expect(isFirstScreens({ ...firstScreens, translatedDescriptions: { xx: '' } })).toBe(false);
    // The stylesheet goes into every other page's head as it is: a path of the build's assets only.
    for (const themeStylesheet of [
      'https://evil.example/x.css',
      '/assets/a.css" onload="x',
      '/x.css',
    ]) {
      expect(isFirstScreens({ ...firstScreens, themeStylesheet })).toBe(false);
    }
  });
});
