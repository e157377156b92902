// Compile-time proof that the modules module-federation.config.ts exposes fit the shell's contract:
// if a page's loader, action or Component drifts, `tsc` fails here instead of the page in
// production.
import type { FitsContract } from '@carzone/federation/contracts';
import type * as messagesRoute from '../features/messages/messages-route.tsx';

interface ExposedModules {
  'mf_messages/messages-route': typeof messagesRoute;
}

export const exposedModulesFitContract: FitsContract<ExposedModules> = true;
