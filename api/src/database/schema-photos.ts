// The photos owners upload (decision 006). Part of the one schema (schema.ts re-exports it): a
// car's picture refers to one.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns.js';

/**
 * A photo an owner uploaded. The pictures themselves (resized and thumbnail, metadata stripped)
 * live in the photo storage under the photo's id; this row says who uploaded it and its size.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploaderUid: text('uploader_uid').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('photos_uploader_uid_idx').on(table.uploaderUid)],
);

export type PhotoRow = typeof photos.$inferSelect;
