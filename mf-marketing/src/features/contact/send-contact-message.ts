import type { ContactMessageAnswer, ContactMessageInput } from '@carzone/domain';
import { apiRequest } from '@carzone/web-kit';

export const sendContactMessage = (input: ContactMessageInput) =>
  apiRequest<ContactMessageAnswer>('/contact', { method: 'POST', body: input });
