import type { ContactMessageInput } from '@carzone/domain';
import { apiRequest } from '@carzone/web-kit';

export const sendContactMessage = (input: ContactMessageInput) =>
  apiRequest('/contact', { method: 'POST', body: input });
