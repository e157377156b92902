// Stateless UI the front ends share, so the areas look alike without copying each other.
export * from './booking-status-badge';
export * from './trip-stage-badge';
export * from './verified-phone';
export * from './car-image';
export * from './car-status-badge';
export * from './data-row';
export * from './empty-message';
export * from './form-field';
export * from './load-error-alert';
export * from './page-header';
export * from './search-field';
