// Runs this remote alone, for working on it without the shell.
import { mountRemoteHarness } from '@carzone/web-kit';
import { harnessRoutes } from './harness-routes.tsx';

mountRemoteHarness(harnessRoutes, import.meta.env.BASE_URL);
