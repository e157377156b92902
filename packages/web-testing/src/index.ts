export * from './dates';
export * from './make-car';
export * from './render';
export * from './serve-car-list';
export * from './session';
export * from './stub-api';
export * from './catalog-check';
export * from './language';
