import { type RouteObject } from '@carzone/web-kit';
import * as messagesRoute from '../features/messages/messages-route.tsx';

/** The remote's pages as the shell mounts them (mountRemoteHarness frames them). */
export const harnessRoutes: RouteObject[] = [{ path: '/', ...messagesRoute }];
