// Every staff route, found in the running app's route table (so a new one cannot be left out),
// called by each kind of caller: anonymous (401), a signed-in person without a role (403
// `admin.staffOnly`), support and finance (403 where the route needs another role) and an admin
// (past the guard).
// Empty bodies and made-up ids: the guard answers before any lookup or validation, and past it
// an admin's call is refused as bad input rather than changing anything.
import { Controller, Get, Put } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleCovers, type StaffRole } from '@carzone/domain';
import { signedInUser } from '../testing/auth-helpers.js';
import { type SignedInUser } from '../testing/session-calls.js';
import {
  callablePath,
  declaredRoutes,
  type DeclaredRoute,
  type Route,
  routedRoutes,
  routeName,
  routesOfControllers,
  signedInStaff,
  staffRouteProblems,
} from '../testing/staff-helpers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { StaffOnly } from './staff-only.guard.js';

let api: TestApp;
let callers: Record<Caller, SignedInUser | undefined>;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  const [person, support, finance, admin] = await Promise.all([
    signedInUser(api, 'Matrix Person'),
    signedInStaff(api, 'support', 'Matrix Support'),
    signedInStaff(api, 'finance', 'Matrix Finance'),
    signedInStaff(api, 'admin', 'Matrix Admin'),
  ]);
  callers = { anonymous: undefined, person, support, finance, admin };
});
afterAll(async () => {
  await api?.close();
});

type Caller = 'anonymous' | 'person' | StaffRole;
const CALLERS: readonly Caller[] = ['anonymous', 'person', 'support', 'finance', 'admin'];

const staffRoutes = () => routedRoutes(api).filter((route) => route.path.startsWith('/api/admin'));

/** What the caller must be answered on a route that needs `needs`: a status and code, or past the guard. */
function expected(caller: Caller, needs: StaffRole): { status: number; code: string } | 'past' {
  if (caller === 'anonymous') return { status: 401, code: 'auth.sessionMissing' };
  if (caller === 'person' || !roleCovers(caller, needs))
    return { status: 403, code: 'admin.staffOnly' };
  return 'past';
}

function call(route: Route, as: SignedInUser | undefined): Promise<Response> {
  const headers: Record<string, string> = as ? { cookie: as.cookie } : {};
  const write = route.method !== 'GET';
  if (write) headers['content-type'] = 'application/json';
  return api.fetch(callablePath(route.path), {
    method: route.method,
    headers,
    body: write ? '{}' : undefined,
  });
}

describe('every /api/admin route in the route table', () => {
  it('is declared by a controller and needs a staff role (@StaffOnly)', () => {
    const routed = staffRoutes();
    expect(routed.map(routeName)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/staff',
        'PUT /api/admin/staff/:email',
        'GET /api/admin/audit',
      ]),
    );
    expect(staffRouteProblems(routed, declaredRoutes(api))).toEqual([]);
  });

  it('answers anonymous 401, a person 403, support and finance by the role each route needs, an admin past the guard', async () => {
    const declared = declaredRoutes(api);
    const routes = staffRoutes();
    const wrong: string[] = [];
    let calls = 0;
    for (const route of routes) {
      // A route that needs no role is held to admin's: everyone else is to be refused.
      const needs =
        declared.find((candidate) => routeName(candidate) === routeName(route))?.needs ?? 'admin';
      for (const caller of CALLERS) {
        const response = await call(route, callers[caller]);
        const body = (await response.json()) as { code?: string };
        const want = expected(caller, needs);
        calls++;
        const fine =
          want === 'past'
            ? response.status !== 401 && response.status !== 403
            : response.status === want.status && body.code === want.code;
        if (!fine)
          wrong.push(
            `${routeName(route)} as ${caller}: ${response.status} ${body.code ?? ''}, wanted ${want === 'past' ? 'past the guard' : `${want.status} ${want.code}`}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    // The matrix: every staff route by the four callers.
    expect(calls).toBe(routes.length * CALLERS.length);
    expect(calls).toBeGreaterThanOrEqual(12);
  });
});

describe('the check of the route table', () => {
  @Controller('admin/planted')
  class PlantedController {
    @Get()
    list(): string[] {
      return [];
    }

    @Put(':id')
    @StaffOnly('admin')
    change(): void {}
  }

  it('names a route without @StaffOnly, and one routed past the controllers', () => {
    const declared: DeclaredRoute[] = routesOfControllers([PlantedController]);
    expect(declared).toEqual([
      { method: 'GET', path: '/api/admin/planted', needs: null },
      { method: 'PUT', path: '/api/admin/planted/:id', needs: 'admin' },
    ]);
    const routed: Route[] = [
      { method: 'GET', path: '/api/admin/planted' },
      { method: 'PUT', path: '/api/admin/planted/:email|:id' },
      { method: 'DELETE', path: '/api/admin/raw' },
    ];
    expect(staffRouteProblems(routed, declared)).toEqual([
      'GET /api/admin/planted: no @StaffOnly(role)',
      'DELETE /api/admin/raw: routed, but no controller declares it',
    ]);
  });
});
