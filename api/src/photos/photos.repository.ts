import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { type PhotoRow, photos } from '../database/schema.js';

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
}
