// What the messages pages' tests share: a renter and an owner, their conversations as the API
// answers them, and the API stubbed with them.
import type { ThreadMessage, ThreadMessagesPage, ThreadSummary } from '@carzone/domain';
import { makeSessionUser } from '@carzone/web-testing';

export const RENTER = makeSessionUser({ email: 'renter@example.com', displayName: 'Karim' });

/** A message of the conversation: the renter's question unless told otherwise. */
export function makeMessage(overrides: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    _id: 'm1',
    mine: true,
    text: 'Is the car free on Friday?',
    masked: false,
    at: '2026-12-05T04:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

export const AXIO: ThreadSummary = {
  _id: 'thread-axio',
  car: { _id: 'car-axio', carModel: 'Toyota Axio' },
  with: { name: 'Rahim' },
  lastMessage: { text: 'Yes, it is free.', at: '2026-12-05T05:30:00.000Z', mine: false },
  unread: 2,
};

export const NOAH: ThreadSummary = {
  _id: 'thread-noah',
  car: { _id: null, carModel: 'Toyota Noah' },
  with: { name: 'Salma' },
  lastMessage: { text: 'Thanks!', at: '2026-12-04T09:00:00.000Z', mine: true },
  unread: 0,
};

/** Its messages, oldest first: the renter's question, read, then the owner's answer. */
export const AXIO_PAGE: ThreadMessagesPage = {
  items: [
    makeMessage({ readAt: '2026-12-05T05:20:00.000Z' }),
    makeMessage({
      _id: 'm2',
      mine: false,
      text: 'Yes, it is free.',
      at: '2026-12-05T05:30:00.000Z',
      readAt: '2026-12-05T06:00:00.000Z',
    }),
  ],
  next: null,
};
