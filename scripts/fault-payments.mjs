// Prints what happens to advances paid through the SSLCommerz stand-in when everything about them
// goes wrong at once, on the production layout's two API instances (staging: the Auth emulator,
// the mail catcher, the stand-in) with one of them killed with `kill -9` midway through the paying:
// some 300 bookings of 15 cars that ask an advance, by 25 renters on nights of their own, on a
// one-minute window to pay (PAYMENT_MINUTES=1) and the 30 s sweep. Of them:
//   - 200 paid and kept, 50 paid then canceled by their renters (some at least 24 h before the
//     first day: the whole advance back; the cars' first nights, starting tomorrow: the owner keeps
//     one day's price), and 50 left to expire (some after a forged IPN and a forged return, some
//     paid at the gateway after their deadline: refunded whole);
//   - the stand-in's IPN in phases: before the browser returns, after it, never (the return's
//     validation confirms those); some returns sent twice, some IPNs replayed (before or after the
//     return), a few bookings paid twice from two tabs (the second refunded whole);
//   - the stand-in down for a minute while the refund worker carries out the refunds.
// Then it waits for every refund to be done and every unpaid advance Expired, and checks (every
// booking paid once or expired, every refund done once and as the policy says, the stand-in's
// charges and refunds matching the rows, every 2xx the API gave agreeing with the end, no night
// held twice): lib/payment-drill-checks.mjs. Figures, not a test; exit 1 on any violation.
// It takes some five to eight minutes on its own database (FAULT_DATABASE_URL's server, dropped
// at the end). Run `pnpm build` first.
//
//   node scripts/fault-payments.mjs [--renters 25] [--seconds 60] [--seed 22]
import {
  addCar,
  drillOptions,
  pidListeningOn,
  seededRandom,
  shuffle,
  sleep,
  withDatabase,
  withDrillLayout,
} from './lib/fault-drill.mjs';
import { checkPaymentDrill, returnForm } from './lib/payment-drill-checks.mjs';
import { dhakaDay, sessionCookie, signUp, signUpRenters } from './lib/renters.mjs';

const options = drillOptions({ renters: 25, seconds: 60, seed: 22 });
const PORT = 18_960;
const OWNERS = 3;
const CARS = 15;
const PAYMENT_MINUTES = 1;
/** How many bookings meet each end; the first nights of every car are among those canceled. */
const FATES = { pay: 200, cancel: 50, idle: 30, forged: 10, late: 10 };
/** Each car's first booking: tomorrow, six nights, so the day kept is less than the advance. */
const TOMORROW_NIGHTS = 6;
/** Every later booking: two nights of its own, from this many days ahead. */
const FIRST_LATER_DAY = 1 + TOMORROW_NIGHTS + 1;
const OUTAGE_MS = 60_000;
/** The refunds after the outage (their backoff doubles from 10 s) and the sweep, with a margin. */
const SETTLE_TIMEOUT_MS = 6 * 60_000;
const CALLBACKS = '/api/payments/sslcommerz';

async function main() {
  await withDrillLayout(
    'carzone_fault_payments',
    {
      port: PORT,
      env: {
        PAYMENT_MINUTES: String(PAYMENT_MINUTES),
        RATE_LIMIT_PAYMENTS_PER_USER: '100000/1m',
        RATE_LIMIT_CAR_WRITES_PER_USER: '100000/1m',
      },
    },
    drill,
  );
}

async function drill(layout, databaseUrl) {
  const rand = seededRandom(options.seed);
  const site = layout.url.replace(/\/$/, '');
  const gatewayUrl = layout.paymentGatewayUrl;
  if (!gatewayUrl) throw new Error('The layout started no SSLCommerz stand-in.');
  const run = Date.now().toString(36);
  const query = async (sql, params) =>
    withDatabase(databaseUrl, async (client) => (await client.query(sql, params)).rows);
  const started = Date.now();
  const events = [];
  const note = (line) => events.push(`  ${((Date.now() - started) / 1000).toFixed(1)} s: ${line}`);
  const settings = async (patch) => {
    const response = await fetch(`${gatewayUrl}/__standin/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(patch),
    });
    if (!response.ok) throw new Error(`/__standin/settings answered ${response.status}`);
    note(`stand-in settings ${JSON.stringify(patch)}`);
    ipn = patch.ipn ?? ipn;
  };
  let ipn = 'beforeReturn';
  await settings({ ipn: 'beforeReturn', down: false, riskLevel: 0 });

  // Owners and their cars, each asking an advance of 20 to 50 %.
  const owners = [];
  for (let o = 0; o < OWNERS; o++) {
    const email = `owner-${run}-${o}@carzone.test`;
    owners.push({
      email,
      cookie: await sessionCookie(site, await signUp(layout.authEmulatorUrl, email)),
    });
  }
  const cars = [];
  for (let n = 0; n < CARS; n++) {
    const advancePercent = 20 + 5 * (n % 7);
    const id = await addCar(site, owners[n % OWNERS].cookie, n, {
      carModel: `Toyota Axio (payment drill ${n})`,
      advancePercent,
    });
    cars.push({ id, advancePercent });
  }
  const renters = await signUpRenters(site, layout.authEmulatorUrl, run, options.renters);
  note(`${owners.length} owners, ${cars.length} cars, ${renters.length} renters signed up`);

  // The plan: each car's first booking starts tomorrow and is canceled; the rest of the fates are
  // shuffled over two-night slots; each booking is sent at a moment of the paying phase.
  const total = Object.values(FATES).reduce((sum, n) => sum + n, 0);
  const fates = Object.entries(FATES).flatMap(([fate, n]) =>
    Array(fate === 'cancel' ? n - CARS : n).fill(fate),
  );
  shuffle(fates, rand);
  const plan = [];
  for (let i = 0; i < total; i++) {
    const car = cars[i % CARS];
    const slot = Math.floor(i / CARS);
    const first = slot === 0;
    plan.push({
      carId: car.id,
      startDate: dhakaDay(first ? 1 : FIRST_LATER_DAY + 2 * (slot - 1)),
      endDate: dhakaDay(first ? 1 + TOMORROW_NIGHTS : FIRST_LATER_DAY + 2 * slot),
      fate: first ? 'cancel' : fates.pop(),
      renter: renters[i % renters.length],
      at: rand() * options.seconds * 1000 * 0.9,
      actions: [],
    });
  }
  // The late ones early, so their deadline has passed once the outage is over.
  for (const booking of plan.filter((b) => b.fate === 'late')) booking.at /= 4;
  for (const booking of plan.filter((b) => b.fate === 'pay').slice(0, 6)) booking.twoTabs = true;

  /** Every answer, by kind and status, for the figures. */
  const tally = new Map();
  const replays = { sent: 0, byStatus: new Map() };
  async function call(booking, kind, url, init) {
    const sentAt = Date.now();
    let status;
    let answer = null;
    let location = null;
    try {
      const response = await fetch(url, { redirect: 'manual', ...init });
      status = response.status;
      location = response.headers.get('location');
      const text = await response.text();
      answer = /^\s*[[{]/.test(text) ? JSON.parse(text) : text;
    } catch {
      status = 'no answer';
    }
    const key = `${kind} ${status}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
    const result = { kind, status, answer, location, sentAt, answeredAt: Date.now() };
    booking?.actions.push(result);
    return result;
  }
  const json = (method, cookie, body) => ({
    method,
    headers: { 'content-type': 'application/json', cookie },
    ...(body && { body: JSON.stringify(body) }),
  });
  // As the renter's browser posts it from the gateway's page: a form, cross-site.
  const form = (fields) => ({
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(gatewayUrl).origin,
      'sec-fetch-site': 'cross-site',
    },
    body: new URLSearchParams(fields).toString(),
  });
  const ipnUrl = `${site}${CALLBACKS}/ipn`;
  const failed = (result) => typeof result.status !== 'number' || result.status >= 500;

  /** The renter asks to pay (once more after a 5xx, as they would); the gateway's page, or null. */
  async function startPayment(booking) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const url = `${site}/api/bookings/${booking.id}/payments`;
      const result = await call(booking, 'start', url, json('POST', booking.renter.cookie));
      if (result.status === 201) return result.answer.redirectUrl;
      if (!failed(result)) return null;
      await sleep(500);
    }
    return null;
  }

  /** Pay on the stand-in's page; the return form it answers (its fields the signed outcome). */
  async function payAtGateway(booking, redirectUrl) {
    const page = await call(booking, 'gateway page', redirectUrl, {});
    if (page.status !== 200) return null;
    const SESSIONKEY = new URL(redirectUrl).searchParams.get('SESSIONKEY');
    const paid = await call(booking, 'gateway pay', `${gatewayUrl}/gwprocess/v4/gw.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SESSIONKEY, method: 'bkash', risk_level: '0', action: 'pay' }),
    });
    return paid.status === 200 ? returnForm(paid.answer) : null;
  }

  /** The browser back at the site; a refresh after a 5xx or no answer, as a person would. */
  async function sendReturn(booking, returned) {
    for (let attempt = 0; attempt < 4; attempt++) {
      const result = await call(booking, 'return', returned.action, form(returned.fields));
      result.tranId = returned.fields.tran_id;
      if (!failed(result)) return result;
      await sleep(1_000);
    }
  }

  /** The IPN sent again, as the gateway does when it is unsure: the same signed fields. */
  async function replayIpn(booking, fields) {
    const result = await call(booking, 'ipn replay', ipnUrl, form(fields));
    replays.sent++;
    replays.byStatus.set(result.status, (replays.byStatus.get(result.status) ?? 0) + 1);
  }

  async function pay(booking, redirectUrl) {
    const returned = await payAtGateway(booking, redirectUrl);
    if (!returned) return null;
    booking.ipn = [...(booking.ipn ?? []), ipn];
    const roll = rand();
    if (roll < 0.15) await replayIpn(booking, returned.fields);
    await sendReturn(booking, returned);
    if (roll >= 0.15 && roll < 0.3) await sendReturn(booking, returned);
    if (roll >= 0.3 && roll < 0.45) await replayIpn(booking, returned.fields);
    return returned;
  }

  /** Every genuine outcome's fields, for the forgeries: another payment's signature. */
  const genuine = [];

  /**
   * The renter books; after a 5xx or no answer, again, as they would: a 409 then means the first
   * was stored after all, and My Bookings shows it (the row, here).
   */
  async function create(booking) {
    const body = { carId: booking.carId, startDate: booking.startDate, endDate: booking.endDate };
    for (let attempt = 0; attempt < 4; attempt++) {
      const url = `${site}/api/bookings`;
      const created = await call(booking, 'create', url, json('POST', booking.renter.cookie, body));
      if (created.status === 201) return created.answer._id;
      if (created.status === 409 && attempt > 0) {
        const [row] = await query(
          'SELECT id FROM bookings WHERE car_id = $1 AND start_date = $2 AND booker_email = $3',
          [booking.carId, booking.startDate, booking.renter.email],
        );
        return row?.id ?? null;
      }
      if (!failed(created)) return null;
      await sleep(1_000);
    }
    return null;
  }

  async function book(booking) {
    booking.id = await create(booking);
    if (!booking.id) return;
    if (booking.fate === 'idle') return;
    const redirectUrl = await startPayment(booking);
    if (!redirectUrl) return;
    if (booking.fate === 'late') {
      booking.lateUrl = redirectUrl;
      return;
    }
    if (booking.fate === 'forged') {
      booking.forgeAfter = true;
      return;
    }
    const second = booking.twoTabs ? await startPayment(booking) : null;
    const returned = await pay(booking, redirectUrl);
    if (returned) genuine.push(returned.fields);
    if (second) await pay(booking, second);
  }

  /** A callback for the booking's started payment, signed with another payment's signature. */
  async function forge(booking) {
    const [row] = await query('SELECT tran_id, amount_minor FROM payments WHERE booking_id = $1', [
      booking.id,
    ]);
    const other = genuine[Math.floor(rand() * genuine.length)];
    if (!row || !other) return;
    const fields = { ...other, tran_id: row.tran_id, amount: (row.amount_minor / 100).toFixed(2) };
    await call(booking, 'forged ipn', ipnUrl, form(fields));
    await call(booking, 'forged return', `${site}${CALLBACKS}/success`, form(fields));
  }

  // The paying phase: the IPN's phases, and the kill halfway through.
  const [victimPort, survivorPort] = layout.apiPorts;
  const victimPid = pidListeningOn(victimPort);
  const phaseTimers = [
    setTimeout(() => settings({ ipn: 'afterReturn' }).catch(note), (options.seconds * 1000) / 3),
    setTimeout(() => settings({ ipn: 'never' }).catch(note), (options.seconds * 2000) / 3),
    setTimeout(
      () => {
        process.kill(victimPid, 'SIGKILL');
        note(`kill -9 of the API instance on port ${victimPort} (pid ${victimPid})`);
      },
      (options.seconds * 1000) / 2,
    ),
  ];
  const payingFrom = Date.now();
  note(`paying phase: ${total} bookings over ${options.seconds} s (IPN before the return)`);
  await Promise.all(
    renters.map(async (renter) => {
      const mine = plan.filter((b) => b.renter === renter).sort((a, b) => a.at - b.at);
      for (const booking of mine) {
        await sleep(payingFrom + booking.at - Date.now());
        await book(booking);
      }
    }),
  );
  await sleep(Math.max(0, payingFrom + options.seconds * 1000 - Date.now()));
  for (const timer of phaseTimers) clearTimeout(timer);
  note('every booking sent; its payment, if any, returned');
  for (const booking of plan.filter((b) => b.forgeAfter)) await forge(booking);
  note(`forged IPNs and returns sent for ${plan.filter((b) => b.forgeAfter).length} bookings`);

  // The cancels, then the outage while the refund worker is at them.
  const confirmed = new Set(
    (await query("SELECT id FROM bookings WHERE booking_status = 'Confirmed'")).map((r) => r.id),
  );
  const toCancel = plan.filter((b) => b.fate === 'cancel' && confirmed.has(b.id));
  await Promise.all(
    toCancel.map((booking) =>
      call(
        booking,
        'cancel',
        `${site}/api/bookings/${booking.id}`,
        json('PATCH', booking.renter.cookie, { bookingStatus: 'Canceled' }),
      ),
    ),
  );
  const canceledAt = Date.now();
  note(`${toCancel.length} paid bookings canceled by their renters`);
  await sleep(3_000);
  const [early] = await query("SELECT count(*)::int AS done FROM refunds WHERE state = 'done'");
  await settings({ ipn: 'beforeReturn', down: true });
  note(`the stand-in is down (${early.done} refunds done before)`);
  await sleep(OUTAGE_MS);
  await settings({ down: false });
  const upAt = Date.now();

  // The late payments: paid at the gateway once their booking has expired.
  const late = plan.filter((b) => b.lateUrl);
  const lateIds = late.map((b) => b.id);
  for (const deadline = Date.now() + 2 * 60_000; Date.now() < deadline; await sleep(2_000)) {
    const [row] = await query(
      "SELECT count(*)::int AS waiting FROM bookings WHERE id = ANY($1) AND booking_status <> 'Expired'",
      [lateIds],
    );
    if (row.waiting === 0) break;
  }
  for (const booking of late) await pay(booking, booking.lateUrl);
  note(`${late.length} advances paid at the gateway after their booking expired`);

  // Every refund done, every unpaid advance Expired.
  let left;
  for (const deadline = Date.now() + SETTLE_TIMEOUT_MS; ; await sleep(2_000)) {
    [left] = await query(
      `SELECT (SELECT count(*) FROM refunds WHERE state = 'pending')::int AS refunds,
              (SELECT count(*) FROM bookings WHERE booking_status IN ('AwaitingPayment', 'Pending'))::int AS waiting`,
    );
    if ((left.refunds === 0 && left.waiting === 0) || Date.now() > deadline) break;
  }
  note(
    left.refunds === 0 && left.waiting === 0
      ? 'every refund done or failed, no booking waiting'
      : `${left.refunds} refunds pending, ${left.waiting} bookings waiting: giving up`,
  );

  const transactions = await fetch(`${gatewayUrl}/__standin/transactions`).then((r) => r.json());
  const metrics = await fetch(`http://127.0.0.1:${layout.metricsPorts[1]}/metrics`)
    .then((r) => r.text())
    .catch(() => '');
  await checkPaymentDrill({
    title: `${total} bookings by ${renters.length} renters of ${CARS} cars asking an advance, ${options.seconds} s of paying; PAYMENT_MINUTES=${PAYMENT_MINUTES}`,
    query,
    site,
    survivorPort,
    plan,
    transactions,
    metrics,
    events,
    tally,
    replays,
    killed: { port: victimPort, pid: victimPid },
    times: { canceledAt, upAt },
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
