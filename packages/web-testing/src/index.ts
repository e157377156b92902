export * from './make-car';
export * from './render';
export * from './stub-api';
