// The messages area's calls to the API: conversations (`/api/threads…`), a first question about a
// car, a booking's conversation and reporting a message. Every one is for a signed-in person (401
// otherwise) and answers 404 to anyone not in the conversation; the shell's route turns those into
// pages.
import type {
  BookingThread,
  Car,
  InquirySent,
  ReportCreated,
  ReportInput,
  ThreadDetails,
  ThreadList,
  ThreadMessage,
  ThreadMessagesPage,
} from '@carzone/domain';
import { ApiError, apiRequest } from '@carzone/web-kit';

/** The person's conversations, newest activity first. */
export const fetchThreads = (signal?: AbortSignal): Promise<ThreadList> =>
  apiRequest('/threads', { signal });

/** One conversation's heading: the car, the other side, the caller's side, its bookings. */
export const fetchThread = (id: string, signal?: AbortSignal): Promise<ThreadDetails> =>
  apiRequest('/threads/{id}', { params: { id }, signal });

/** How many messages a page holds. */
export const MESSAGES_PAGE_SIZE = 30;

/**
 * A page of a conversation's messages, oldest first: the newest, or those before `before`.
 * Reading marks the other side's messages read.
 */
export const fetchThreadMessages = (
  id: string,
  before?: string | null,
  signal?: AbortSignal,
): Promise<ThreadMessagesPage> =>
  apiRequest('/threads/{id}/messages', {
    params: { id },
    query: { before: before ?? undefined, limit: MESSAGES_PAGE_SIZE },
    signal,
  });

/** Writes a message in a conversation. */
export const sendMessage = (id: string, text: string): Promise<ThreadMessage> =>
  apiRequest('/threads/{id}/messages', { method: 'POST', params: { id }, body: { text } });

/** A first question to a car's owner: opens (or continues) the conversation about it. */
export const sendInquiry = (carId: string, text: string): Promise<InquirySent> =>
  apiRequest('/cars/{id}/inquiries', { method: 'POST', params: { id: carId }, body: { text } });

/** The conversation of a booking's car and renter, opened if need be. */
export const openBookingThread = (
  bookingId: string,
  signal?: AbortSignal,
): Promise<BookingThread> =>
  apiRequest('/bookings/{id}/thread', { method: 'POST', params: { id: bookingId }, signal });

/** Reports a message of the other side to staff (`targetType: 'message'`, its id). */
export const reportMessage = (input: ReportInput): Promise<ReportCreated> =>
  apiRequest('/reports', { method: 'POST', body: input });

/** The car asked about, as its page reads it (a car not shown answers 404). */
export const fetchCar = (id: string, signal?: AbortSignal): Promise<Car> =>
  apiRequest('/car/{id}', { params: { id }, signal });

/**
 * A page's read of the thing its address names, with an id the API refuses as malformed (400) made
 * a 404: to the visitor it is an address that leads nowhere, which the shell shows as not found.
 */
export async function readOfAddress<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    throw new ApiError(404, error.message, error.fromServer, {}, {}, error.code);
  }
}
