export * from './page-head.js';
export * from './first-route-preloads.js';
export * from './first-visit-page.js';
export * from './site-pages.js';
export * from './page-language.js';
export * from './page-screen-renderer.js';
export * from './web-metrics.js';
