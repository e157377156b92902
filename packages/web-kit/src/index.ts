// web-kit is a federation singleton: its modules do no work at import time (no store, theme or
// toaster is made until first used), because the shared libraries they call may still be loading.
export * from './api/api-client.js';
export * from './api/cars.js';
export * from './api/contact.js';
export * from './api/session.js';
export * from './session/session-store.js';
export * from './ui/toaster.js';
export * from './ui/theme.js';
export * from './ui/kit-provider.js';
export * from './ui/use-document-title.js';
export * from './ui/cars/car-status-badge.js';
export * from './routes.js';
export * from './harness/mount-remote-harness.js';
