// What the money tests share: a test app paying through a local SSLCommerz stand-in of its own,
// whose IPNs reach the app at its public address (a relay on a port known before the app starts),
// the three people of a booking, cars asking an advance, and reads of the rows money leaves.
import { randomUUID } from 'node:crypto';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import {
  type SslcommerzStandIn,
  type StandInTransaction,
  startSslcommerzStandIn,
} from '@carzone/sslcommerz-standin';
import type { Booking } from '@carzone/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppConfig } from '../config/app-config.js';
import { bookings, mailOutbox, payments, refunds } from '../database/schema.js';
import { Metrics } from '../metrics/metrics.js';
import type { CallbackRejection } from '../metrics/payment-metrics.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { callApi, type SignedInUser } from '../testing/session-calls.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { bookedThroughApi } from '../testing/test-bookings.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import type { GatewayCallback } from './payments.service.js';
import { RefundWorker } from './refund-worker.js';

export interface PayingParties {
  api: TestApp;
  carsOf: TestCars;
  owner: SignedInUser;
  renter: SignedInUser;
  stranger: SignedInUser;
  standIn: SslcommerzStandIn;
  /**
   * The file's own store at its own stand-in: a refund of another file's (a shared PostgreSQL
   * database) that this file's worker claims is refused entry there, and only put off.
   */
  store: { storeId: string; storePassword: string };
}

/** The advance the tests' cars ask, in percent of the trip. */
export const ADVANCE_PERCENT = 20;

/**
 * A TCP relay to the app: the app's public address (PUBLIC_URL, where the gateway posts its IPN)
 * must be in its configuration before the app listens on a port of its own.
 */
async function startRelay(): Promise<{
  url: string;
  to(port: number): void;
  close(): Promise<void>;
}> {
  let target = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    to: (port) => (target = port),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Registers the file's `beforeAll` (a stand-in gateway, the app paying through it, the owner, the
 * renter and a stranger signed in, then `ready`) and its `afterAll` (the file's cars and bookings
 * deleted, everything closed). The stand-in refunds at once unless a test sets its delay.
 */
export function withPayingParties(
  {
    carLabel,
    names,
    config = () => ({}),
  }: {
    carLabel: string;
    names: readonly [string, string, string];
    config?: () => Partial<AppConfig>;
  },
  ready: (parties: PayingParties) => void,
): void {
  const store = {
    storeId: `carzone-${randomUUID().slice(0, 8)}`,
    storePassword: `${randomUUID().slice(0, 8)}@ssl`,
  };
  let standIn: SslcommerzStandIn | undefined;
  let relay: Awaited<ReturnType<typeof startRelay>> | undefined;
  let api: TestApp | undefined;
  let carsOf: TestCars | undefined;
  beforeAll(async () => {
    standIn = await startSslcommerzStandIn({ port: 0, ...store });
    standIn.settings.refundDelayMs = 0;
    relay = await startRelay();
    api = await startTestApp({
      seedDemoData: false,
      mail: { smtpUrl: null, from: 'CarZone <bookings@carzone.test>', publicUrl: relay.url },
      payments: {
        paymentMinutes: 60,
        gateway: { ...store, live: false, baseUrl: standIn.url },
      },
      ...config(),
    });
    relay.to(Number(new URL(api.baseUrl).port));
    carsOf = testCars(api.db, carLabel);
    const [owner, renter, stranger] = await Promise.all(
      names.map((name) => signedInUser(api!, name)),
    );
    ready({
      api,
      carsOf,
      owner: owner!,
      renter: renter!,
      stranger: stranger!,
      standIn,
      store,
    });
  });
  afterAll(async () => {
    if (api) {
      const ids = carsOf ? await bookingIdsOfCars(api) : [];
      if (ids.length > 0) {
        await api.db.delete(refunds).where(inArray(refunds.bookingId, ids));
        await api.db.delete(payments).where(inArray(payments.bookingId, ids));
      }
    }
    await carsOf?.deleteAll();
    await api?.close();
    await standIn?.close();
    await relay?.close();
  });

  // The file's bookings: those of the cars labelled as its own.
  async function bookingIdsOfCars(app: TestApp): Promise<string[]> {
    const rows = await app.db
      .select({ id: bookings.id, carModel: bookings.carModel })
      .from(bookings);
    return rows.filter((row) => row.carModel.startsWith(`${carLabel} `)).map((row) => row.id);
  }
}

/** A car of the owner's that asks an advance (20 % by default), $40 a day. */
export const advanceCar = (
  { carsOf, owner }: Pick<PayingParties, 'carsOf' | 'owner'>,
  overrides: Parameters<TestCars['insert']>[1] = {},
) => carsOf.insert(owner.email, { advancePercent: ADVANCE_PERCENT, ...overrides });

/** Books as the renter and answers the booking, failing the test unless it awaits its advance. */
export async function awaitingBooking(
  { api, renter }: Pick<PayingParties, 'api' | 'renter'>,
  carId: string,
  startDate: string,
  endDate: string,
): Promise<Booking> {
  const booking = await bookedThroughApi(api, renter, carId, startDate, endDate);
  expect(booking.bookingStatus).toBe('AwaitingPayment');
  return booking;
}

export const startPayment = (api: TestApp, as: SignedInUser | undefined, bookingId: string) =>
  callApi(api, 'POST', `/api/bookings/${bookingId}/payments`, { as });

/** Starts a payment as the renter and answers the stand-in's session for it. */
export async function openedPayment(
  { api, renter, standIn }: Pick<PayingParties, 'api' | 'renter' | 'standIn'>,
  bookingId: string,
): Promise<StandInTransaction> {
  const response = await startPayment(api, renter, bookingId);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  const { redirectUrl } = (await response.json()) as { redirectUrl: string };
  const sessionKey = new URL(redirectUrl).searchParams.get('SESSIONKEY');
  const session = standIn.transactions().find((t) => t.sessionkey === sessionKey);
  expect(session, redirectUrl).toBeDefined();
  return session!;
}

/**
 * The renter's choice on the stand-in's page (Pay, Fail or Cancel), which sends the IPN as the
 * settings say; answers the signed fields the gateway then posts back with the browser.
 */
export async function chosenOnPage(
  standIn: SslcommerzStandIn,
  session: StandInTransaction,
  action: 'pay' | 'fail' | 'cancel',
  riskLevel: 0 | 1 = 0,
): Promise<Record<string, string>> {
  const response = await fetch(`${standIn.url}/gwprocess/v4/gw.php`, {
    method: 'POST',
    body: new URLSearchParams({
      SESSIONKEY: session.sessionkey,
      method: 'bkash',
      risk_level: String(riskLevel),
      action,
    }),
  });
  expect(response.status).toBe(200);
  await response.text();
  return { ...session.result! };
}

/** A form post to one of the gateway's callback routes, as the gateway or its page sends it. */
export const postCallback = (
  api: TestApp,
  kind: GatewayCallback,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  api.fetch(`/api/payments/sslcommerz/${kind}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

/** Where a return sent the browser: `/bookings?payment=…&booking=…`, checked to be a 303. */
export async function returnedTo(response: Response): Promise<string> {
  expect(response.status).toBe(303);
  await response.arrayBuffer();
  return response.headers.get('location') ?? '';
}

export async function bookingRow(api: TestApp, bookingId: string) {
  const [row] = await api.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row!;
}

export const paymentsOf = (api: TestApp, bookingId: string) =>
  api.db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.createdAt));

export const refundsOf = (api: TestApp, bookingId: string) =>
  api.db
    .select()
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(asc(refunds.createdAt));

/** The booking as its renter reads it in My Bookings. */
export async function renterView(
  api: TestApp,
  renter: SignedInUser,
  bookingId: string,
): Promise<Booking> {
  const response = await callApi(api, 'GET', '/api/bookings', { as: renter });
  expect(response.status).toBe(200);
  const found = ((await response.json()) as Booking[]).find((b) => b._id === bookingId);
  expect(found, bookingId).toBeDefined();
  return found!;
}

/** How many callbacks this app refused for `reason` so far (its metrics). */
export async function rejectedCallbacks(api: TestApp, reason: CallbackRejection): Promise<number> {
  const { values } = await api.app.get(Metrics).money.callbacksRejected.get();
  return values.find((value) => value.labels.reason === reason)?.value ?? 0;
}

/**
 * The mails queued about a car for the owner and the renter, in order: `renter: <subject's
 * opening>` (the subject up to its colon), with their text.
 */
export async function mailsAbout(
  { api, owner, renter }: Pick<PayingParties, 'api' | 'owner' | 'renter'>,
  carModel: string,
): Promise<{ to: string; text: string }[]> {
  const rows = await api.db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.toAddress, [owner.email, renter.email]));
  const ownersLast = (row: (typeof rows)[number]) => (row.toAddress === owner.email ? 1 : 0);
  return rows
    .filter((row) => row.subject.includes(carModel))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || ownersLast(a) - ownersLast(b))
    .map((row) => ({
      to: `${row.toAddress === owner.email ? 'owner' : 'renter'}: ${row.subject.split(':')[0]}`,
      text: row.textBody,
    }));
}

export const subjectsAbout = async (
  parties: Pick<PayingParties, 'api' | 'owner' | 'renter'>,
  carModel: string,
) => (await mailsAbout(parties, carModel)).map(({ to }) => to);

/**
 * Runs the refund worker until the booking's refunds are no longer pending, from `now`; answers
 * its refunds. On a shared PostgreSQL database another file's worker may have claimed one (and,
 * at its own stand-in, put it off): each further pass comes later than any lease or backoff.
 */
export async function refundsWorkedOff(api: TestApp, bookingId: string, now = new Date()) {
  const worker = api.app.get(RefundWorker);
  for (let pass = 0; pass < 5; pass++) {
    await worker.work(new Date(now.getTime() + pass * 16 * 60_000));
    const rows = await refundsOf(api, bookingId);
    if (rows.every((row) => row.state !== 'pending')) return rows;
  }
  return refundsOf(api, bookingId);
}
