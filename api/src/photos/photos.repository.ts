import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { bookings, cars, type PhotoRow, photos } from '../database/schema.js';

@Injectable()
export class PhotosRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(photo: { id: string; uploaderUid: string; width: number; height: number }) {
    await this.db.insert(photos).values(photo);
  }

  /** The photo with this id if `uploaderUid` uploaded it (the id must be a UUID). */
  async findUploadedBy(uploaderUid: string, id: string): Promise<PhotoRow | null> {
    const [row] = await this.db
      .select()
      .from(photos)
      .where(and(eq(photos.id, id), eq(photos.uploaderUid, uploaderUid)))
      .limit(1);
    return row ?? null;
  }

  /**
   * Deletes up to `limit` photos uploaded before `uploadedBefore` that no car names and no
   * booking shows (a booking keeps its car's picture after the car is deleted); answers their ids.
   * A photo a car write holds at this moment (holdOwnPhoto) is skipped, not waited for: after that
   * write commits, the photo is in use.
   */
  async deleteUnused(uploadedBefore: Date, limit: number): Promise<string[]> {
    const unused = this.db
      .select({ id: photos.id })
      .from(photos)
      .where(
        and(
          sql`${photos.createdAt} < ${uploadedBefore}`,
          sql`NOT EXISTS (SELECT 1 FROM ${cars} WHERE ${cars.photoId} = ${photos.id})`,
          // The address photoAddresses (@carzone/domain) gives a photo's picture.
          sql`NOT EXISTS (SELECT 1 FROM ${bookings} WHERE ${bookings.imageUrl} = '/api/photos/' || ${photos.id} || '.webp')`,
        ),
      )
      .orderBy(photos.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    const deleted = await this.db
      .delete(photos)
      .where(sql`${photos.id} IN ${unused}`)
      .returning({ id: photos.id });
    return deleted.map((row) => row.id);
  }
}
