import { Inject, Injectable } from '@nestjs/common';
import type { ContactMessageInput } from '@carzone/domain';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { contactMessages } from '../database/schema.js';

@Injectable()
export class ContactRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(message: ContactMessageInput): Promise<void> {
    await this.db
      .insert(contactMessages)
      .values({ name: message.name, email: message.email, message: message.message });
  }
}
