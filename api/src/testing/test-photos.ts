// Rows of the photos table for tests of cars that name an uploaded photo. The upload itself is the
// photos module's; these tests only need the row that says who uploaded which photo.
import { inArray } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { photos } from '../database/schema.js';

export interface TestPhotos {
  /** Inserts a photo row uploaded by this Firebase uid; answers its id. */
  insert(uploaderUid: string): Promise<string>;
  /** Deletes every photo row this helper inserted (cars naming one keep photo_id NULL). */
  deleteAll(): Promise<void>;
}

export function testPhotos(db: Database): TestPhotos {
  const ids: string[] = [];
  return {
    async insert(uploaderUid) {
      const [row] = await db
        .insert(photos)
        .values({ uploaderUid, width: 1600, height: 1200 })
        .returning({ id: photos.id });
      ids.push(row!.id);
      return row!.id;
    },
    async deleteAll() {
      const deleting = ids.splice(0);
      if (deleting.length > 0) await db.delete(photos).where(inArray(photos.id, deleting));
    },
  };
}
