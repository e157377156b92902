import { type RouteObject, routes } from '@carzone/web-kit';
import * as askOwnerRoute from '../features/ask-owner/ask-owner-route.tsx';
import * as bookingThreadRoute from '../features/booking-thread/booking-thread-route.tsx';
import * as messagesRoute from '../features/messages/messages-route.tsx';
import * as threadRoute from '../features/thread/thread-route.tsx';

/** The remote's pages as the shell mounts them (mountRemoteHarness frames them). */
export const harnessRoutes: RouteObject[] = [
  { path: '/', ...messagesRoute },
  { path: routes.messages.path, ...messagesRoute },
  { path: routes.askOwner.path, ...askOwnerRoute },
  { path: routes.bookingMessages.path, ...bookingThreadRoute },
  { path: routes.messageThread.path, ...threadRoute },
];
