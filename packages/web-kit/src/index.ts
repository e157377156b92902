// web-kit is a federation singleton: its modules do no work at import time (no store, theme or
// toaster is made until first used), because the shared libraries they call may still be loading.
export * from './chakra/core';
export * from './chakra/use-interactive';
export * from './api/api-client';
export type * from './api/api-contract';
export * from './api/send-change';
export * from './api/requests-changed';
export * from './messages/thread-stream';
export * from './session/session-store';
export * from './session/account-suspension';
export * from './ui/toaster';
export * from './ui/nav-bar-height';
export * from './ui/theme';
export * from './ui/kit-provider';
export * from './ui/use-document-title';
export {
  languageStore,
  showLanguage,
  unitMessages,
  useLanguage,
  whenMessagesReady,
  type CatalogLoaders,
  type TranslationCatalog,
  type MessageValues,
  type Translate,
  type UnitMessages,
} from './i18n/messages';
export { serverUnreachableWords } from './api/server-unreachable';
export * from './ui/use-hydrated';
export * from './ui/html-only';
export * from './ui/hydrate-on-need';
export * from './ui/laid-out-when-near';
export * from './ui/near-screen';
export * from './ui/yield-to-browser';
export * from './routes';
export * from './router/router';
export * from './harness/mount-remote-harness';
export * from './icons/react-icons-runtime';
