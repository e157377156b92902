import type { ContactMessageAnswer, ContactMessageInput } from '@carzone/domain';
import { apiRequest } from './api-client';

export const sendContactMessage = (input: ContactMessageInput) =>
  apiRequest<ContactMessageAnswer>('/contact', { method: 'POST', body: input });
