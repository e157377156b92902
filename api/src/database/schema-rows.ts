// The rows of schema.ts's own tables as the repositories read and write them (the other schema
// files export their own). Types only: schema.ts re-exports them.
import type { bookings, carBlocks, cars, reviews } from './schema.js';

/** A car as the repositories read it: every column but the search text, which is for the index. */
export type CarRow = Omit<typeof cars.$inferSelect, 'searchText' | 'ratingAverage' | 'listed'>;
export type NewCarRow = typeof cars.$inferInsert;
export type BookingRow = typeof bookings.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;
export type CarBlockRow = typeof carBlocks.$inferSelect;
export type NewCarBlockRow = typeof carBlocks.$inferInsert;
export type NewBookingRow = typeof bookings.$inferInsert;
