// Staff for the tests: people signed in with a role, and the staff routes the running app has.
import { randomUUID } from 'node:crypto';
import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { and, desc, eq } from 'drizzle-orm';
import type { StaffRole } from '@carzone/domain';
import { afterAll, beforeAll } from 'vitest';
import { auditLog, staffRoles } from '../database/schema.js';
import { NEEDED_STAFF_ROLE } from '../staff/staff-only.guard.js';
import { cookiePair, signUpUser, verifyEmail } from './auth-helpers.js';
import type { SignedInUser } from './session-calls.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * A person signed in with this staff role (written straight to `staff_roles`, before the sign-in,
 * which is so a staff sign-in and audited), their e-mail verified as a role needs; `emailVerified:
 * false` leaves it unverified.
 */
export async function signedInStaff(
  api: TestApp,
  role: StaffRole,
  displayName = `Test ${role}`,
  { emailVerified = true }: { emailVerified?: boolean } = {},
): Promise<SignedInUser> {
  const signedUp = await signUpUser(displayName);
  const user = emailVerified ? { ...signedUp, idToken: await verifyEmail(signedUp) } : signedUp;
  await api.db.insert(staffRoles).values({ email: user.email, role, grantedBy: 'test' });
  const response = await api.post('/api/jwt', { idToken: user.idToken });
  const cookie = cookiePair(response, 'session');
  if (response.status !== 200 || !cookie)
    throw new Error(`POST /api/jwt answered ${response.status}`);
  return { ...user, cookie };
}

/** A test file's app with one admin and one member of support signed in. */
export interface StaffPair {
  api: TestApp;
  admin: SignedInUser;
  support: SignedInUser;
}

/**
 * Registers the file's `beforeAll` (start an app without the demo data, sign in an admin and a
 * member of support with these display names, then hand them to `ready`) and its `afterAll`
 * (close the app).
 */
export function withStaffPair(
  names: { admin: string; support: string },
  ready: (pair: StaffPair) => void,
): void {
  let api: TestApp | undefined;
  beforeAll(async () => {
    api = await startTestApp({ seedDemoData: false });
    const [admin, support] = await Promise.all([
      signedInStaff(api, 'admin', names.admin),
      signedInStaff(api, 'support', names.support),
    ]);
    ready({ api, admin, support });
  });
  afterAll(async () => {
    await api?.close();
  });
}

/** The audit log's rows about one target, newest first, straight from the table. */
export const auditRowsOf = (api: TestApp, targetType: string, targetId: string) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id));

/** A route as a client calls it: `GET /api/admin/staff`, `PUT /api/admin/staff/:email`. */
export interface Route {
  method: string;
  path: string;
}

/** A route a controller declares, with the staff role its `@StaffOnly` needs (null: none). */
export interface DeclaredRoute extends Route {
  needs: StaffRole | null;
}

export const routeName = ({ method, path }: Route) => `${method} ${path}`;

/**
 * Every route the app's HTTP server (Fastify) has, from its route tree: what is really routed,
 * whoever added it. HEAD, which Fastify adds beside each GET, is left out.
 */
export function routedRoutes(api: TestApp): Route[] {
  const tree = api.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const node = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    prefixes.length = depth;
    const path = `${prefixes.join('')}${node[2]!}`;
    prefixes.push(node[2]!);
    for (const method of (node[3] ?? '').split(', ').filter(Boolean))
      if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

/** The routes the app's controllers declare (Nest's metadata), each with the role it needs. */
export function declaredRoutes(api: TestApp): DeclaredRoute[] {
  const controllers = [...api.app.get(ModulesContainer).values()].flatMap((module) =>
    [...module.controllers.values()].map((wrapper) => wrapper.metatype as Type),
  );
  return routesOfControllers(controllers);
}

/** The routes these controller classes declare under /api, with the role each needs. */
export function routesOfControllers(controllers: readonly Type[]): DeclaredRoute[] {
  const reflector = new Reflector();
  return controllers.flatMap((controller) => {
    const bases = asList(Reflect.getMetadata(PATH_METADATA, controller) as unknown);
    return handlersOf(controller).flatMap((handler) => {
      const verb = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      const own = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
      if (verb === undefined || own === undefined) return [];
      const needs =
        reflector.getAllAndOverride<StaffRole | undefined>(NEEDED_STAFF_ROLE, [
          handler,
          controller,
        ]) ?? null;
      return bases.flatMap((base) =>
        asList(own).map((path) => ({
          method: RequestMethod[verb],
          path: `/${['api', base, path]
            .flatMap((part) => part.split('/'))
            .filter(Boolean)
            .join('/')}`,
          needs,
        })),
      );
    });
  });
}

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : [value === undefined ? '' : String(value)];

/** A controller's methods, its parent classes' included. */
function handlersOf(controller: Type): ((...args: unknown[]) => unknown)[] {
  const handlers = new Set<(...args: unknown[]) => unknown>();
  for (let proto = controller.prototype as object | null; proto && proto !== Object.prototype;) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const value = Object.getOwnPropertyDescriptor(proto, name)?.value as unknown;
      if (name !== 'constructor' && typeof value === 'function')
        handlers.add(value as (...args: unknown[]) => unknown);
    }
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  return [...handlers];
}

/**
 * A path a client can call for a route: each `:param` (Fastify writes several names for one
 * place as `:email|:id`) given a well-formed value: an e-mail where its name says so, else a uuid.
 */
export const callablePath = (path: string) =>
  path.replace(/:[\w|:]+/g, (param) =>
    /email/i.test(param) ? `nobody-${randomUUID().slice(0, 8)}@carzone.test` : randomUUID(),
  );

/** The same place in a path, whatever its parameters are called. */
export const pathShape = (path: string) => path.replace(/:[\w|:]+/g, ':');

/**
 * What is wrong with the staff routes: a routed /api/admin route that no controller declares (so
 * no guard of ours can be on it), or one whose controller gives it no `@StaffOnly(role)`.
 */
export function staffRouteProblems(
  routed: readonly Route[],
  declared: readonly DeclaredRoute[],
): string[] {
  return routed.flatMap((route) => {
    const found = declared.find(
      (candidate) =>
        candidate.method === route.method && pathShape(candidate.path) === pathShape(route.path),
    );
    if (!found) return [`${routeName(route)}: routed, but no controller declares it`];
    return found.needs ? [] : [`${routeName(route)}: no @StaffOnly(role)`];
  });
}
