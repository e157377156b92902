export * from './entities.js';
export * from './money.js';
export * from './dhaka-dates.js';
export * from './car-list.js';
export * from './password-rules.js';
export * from './contact-message.js';
export * from './booking.js';
export * from './car-listing.js';
