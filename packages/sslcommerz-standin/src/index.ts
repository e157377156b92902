export { sslcommerzVerifySign } from './protocol.js';
export type { StandInRefund, StandInStatus, StandInTransaction } from './protocol.js';
export * from './sslcommerz-standin.js';
