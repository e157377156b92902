// The one way a remote sends a change and tells the person how it went: busy while it runs (the
// form or dialog disables itself), a toast for the outcome, the page's loaders run again once it
// is done, a signed-out answer leads to sign in and back. Route actions (a page's form posted
// with useFetcher) map a refusal with showRefusal, so every form says a failure the same way.
import { useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { routes } from '../routes';
import { showToast } from '../ui/toaster';
import { isSuspension, noteSuspension } from '../session/account-suspension';
import { ApiError } from './api-client';

export interface Toast {
  title: string;
  description?: string;
}

/** What a failed change says, in the words of each flow. */
export interface FailureWords extends Toast {
  /**
   * Where the server's own words go when it sent some: the toast's title (the default), or its
   * text under `title`.
   */
  serverWords?: 'title' | 'description';
  /** What an unreachable server (no answer at all) says, when not `title` / `description`. */
  unreachable?: Toast;
}

/** The server's message for each field it refused, by field name. */
export type FieldRefusals = Readonly<Record<string, string>>;

/**
 * Shows what a refused or failed change means (one error toast: the server's own words when it
 * sent some, else the flow's) and answers the server's message for each field it refused, for the
 * form to show under those fields.
 */
export function showRefusal(error: unknown, words: FailureWords): FieldRefusals {
  // The server's words are in the page's language already (the API reads the language cookie).
  const serverWords = error instanceof ApiError && error.fromServer ? error.message : '';
  const unreachable = error instanceof ApiError && error.status === 0;
  if (serverWords && words.serverWords === 'description') {
    showToast('error', words.title, serverWords);
  } else if (serverWords) {
    showToast('error', serverWords);
  } else if (unreachable && words.unreachable) {
    showToast('error', words.unreachable.title, words.unreachable.description);
  } else {
    showToast('error', words.title, words.description);
  }
  return error instanceof ApiError ? error.fields : {};
}

export interface SendOptions<T> {
  /** What a failure says (showRefusal). */
  failure: FailureWords;
  /** The success toast, fixed or from the answer; none when left out. */
  done?: Toast | ((answer: T) => Toast);
  /** Run the page's loaders again once it is done, so the page shows the change. */
  refresh?: boolean;
}

export type SendOutcome<T> = { sent: true; answer: T } | { sent: false; fields: FieldRefusals };

/**
 * `send(call, options)` runs one change; `sending` is true meanwhile (disable what sends it). A
 * 401 leads to sign in and back to this page; a suspended account's 403 to the suspended page;
 * any other failure is shown by showRefusal.
 */
export function useSendChange() {
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [sending, setSending] = useState(false);

  async function send<T>(call: () => Promise<T>, options: SendOptions<T>): Promise<SendOutcome<T>> {
    setSending(true);
    try {
      const answer = await call();
      const done = typeof options.done === 'function' ? options.done(answer) : options.done;
      if (done) showToast('success', done.title, done.description);
      if (options.refresh) void revalidator.revalidate();
      return { sent: true, answer };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        void navigate(
          routes.signIn.getHref(`${location.pathname}${location.search}${location.hash}`),
        );
        return { sent: false, fields: {} };
      }
      if (isSuspension(error)) {
        // Not a toast: the shell puts the suspended page, with staff's reason, in this page's place.
        noteSuspension(error);
        return { sent: false, fields: {} };
      }
      return { sent: false, fields: showRefusal(error, options.failure) };
    } finally {
      setSending(false);
    }
  }

  return { sending, send };
}
