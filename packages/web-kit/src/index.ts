// web-kit is a federation singleton: its modules do no work at import time (no store, theme or
// toaster is made until first used), because the shared libraries they call may still be loading.
export * from './api/api-client';
export * from './api/cars';
export * from './api/contact';
export * from './api/session';
export * from './session/session-store';
export * from './ui/toaster';
export * from './ui/theme';
export * from './ui/kit-provider';
export * from './ui/use-document-title';
export * from './ui/form-field';
export * from './ui/cars/car-status-badge';
export * from './routes';
export * from './harness/mount-remote-harness';
