import { type RouteObject } from '@carzone/web-kit';
import * as adminRoute from '../features/admin/admin-route.tsx';

/** The remote's pages as the shell mounts them (mountRemoteHarness frames them). */
export const harnessRoutes: RouteObject[] = [{ path: '/', ...adminRoute }];
