// Threads for the messages' tests: an inquiry sent, a message written and a page read through the
// API as a renter or an owner does, each failing the test unless the API answered as it should.
import type { InquirySent, ThreadMessage, ThreadMessagesPage } from '@carzone/domain';
import { expect } from 'vitest';
import { callApi, type SignedInUser } from './session-calls.js';
import { json, type TestApp } from './test-app.js';

/** Asks about a car as `as` (201), answering the thread and the message. */
export async function inquired(
  api: TestApp,
  as: SignedInUser,
  carId: string,
  text: string,
): Promise<InquirySent> {
  const response = await callApi(api, 'POST', `/api/cars/${carId}/inquiries`, {
    as,
    body: { text },
  });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return json<InquirySent>(response);
}

/** Writes in a thread as `as` (201), answering the message. */
export async function wrote(
  api: TestApp,
  as: SignedInUser,
  threadId: string,
  text: string,
): Promise<ThreadMessage> {
  const response = await callApi(api, 'POST', `/api/threads/${threadId}/messages`, {
    as,
    body: { text },
  });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return json<ThreadMessage>(response);
}

/** Reads a page of a thread as `as` (200); `query` is the query string without its `?`. */
export async function pageRead(
  api: TestApp,
  as: SignedInUser,
  threadId: string,
  query = '',
): Promise<ThreadMessagesPage> {
  const response = await callApi(
    api,
    'GET',
    `/api/threads/${threadId}/messages${query ? `?${query}` : ''}`,
    { as },
  );
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return json<ThreadMessagesPage>(response);
}
