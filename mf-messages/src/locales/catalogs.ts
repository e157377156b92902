// Generated from LANGUAGES (packages/domain/src/language.ts) by packages/web-testing's
// translation-outputs.ts: do not edit. `npm run translations` writes it again.
export default {
  bn: () => import('./bn'),
};
