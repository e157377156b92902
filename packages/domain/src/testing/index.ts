// Test code only: fixtures the API's and the front ends' tests share. No product code imports it.
export * from './test-booking.js';
export * from './test-car.js';
