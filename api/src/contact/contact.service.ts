import { Injectable } from '@nestjs/common';
import type { ContactMessageAnswer, ContactMessageInput } from '@carzone/domain';
import { ContactRepository } from './contact.repository.js';

export const CONTACT_THANKS = 'Thank you for reaching out! We will get back to you soon.';

@Injectable()
export class ContactService {
  constructor(private readonly messages: ContactRepository) {}

  async receive(message: ContactMessageInput): Promise<ContactMessageAnswer> {
    await this.messages.insert(message);
    return { message: CONTACT_THANKS };
  }
}
