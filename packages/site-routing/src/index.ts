export * from './site-routes.ts';
export * from './nginx-locations.ts';
