// Compile-time proof that the modules module-federation.config.ts exposes fit the shell's contract:
// if a page's loader, action or Component drifts, `tsc` fails here instead of the page in
// production.
import type { FitsContract } from '@carzone/federation/contracts';
import type * as askOwnerRoute from '../features/ask-owner/ask-owner-route.tsx';
import type * as bookingThreadRoute from '../features/booking-thread/booking-thread-route.tsx';
import type * as messagesRoute from '../features/messages/messages-route.tsx';
import type * as threadRoute from '../features/thread/thread-route.tsx';

interface ExposedModules {
  'mf_messages/messages-route': typeof messagesRoute;
  'mf_messages/thread-route': typeof threadRoute;
  'mf_messages/ask-owner-route': typeof askOwnerRoute;
  'mf_messages/booking-thread-route': typeof bookingThreadRoute;
}

export const exposedModulesFitContract: FitsContract<ExposedModules> = true;
