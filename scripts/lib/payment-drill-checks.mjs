// What fault-payments.mjs checks once every refund is done and every unpaid advance has expired,
// and prints: each booking's end against its payments, refunds and the stand-in's charges, every
// 2xx the API gave against that end, no night held twice; then the drill's figures and the table
// of violations (reportViolations). paymentDrillViolations is the checks alone, on plain rows.
import { cancellationRefund } from '../../packages/domain/dist/payments.js';
import { describeCounts, reportViolations } from './fault-drill.mjs';

export const PAYMENT_DRILL_CHECKS = [
  'booking left waiting',
  'paid twice',
  'held for review',
  'Confirmed without its payment',
  'Expired with a paid advance',
  'Canceled without its refund',
  'refund against the policy',
  'extra payment not refunded whole',
  'refunded total wrong',
  'refund not done',
  'charged but not settled',
  'charge unknown to the API',
  'settled without a charge',
  'gateway refunds disagree',
  'acknowledged booking missing',
  'payment started past its deadline',
  'a 2xx disagrees with the end',
  'genuine return refused',
  'forged callback not refused',
  'dates held twice',
];

const HOLDING = new Set(['Pending', 'Confirmed', 'AwaitingPayment']);
const CHARGED = new Set(['VALID', 'VALIDATED']);
const cents = (amount) => Math.round(Number(amount) * 100);
const groupBy = (rows, key) => {
  const groups = new Map();
  for (const row of rows) groups.set(row[key], [...(groups.get(row[key]) ?? []), row]);
  return groups;
};

/** The stand-in's pages answer HTML; its return page's hidden fields are the signed outcome. */
const unescapeHtml = (text) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name],
  );

/** The stand-in's return page: where it sends the browser, and the fields it posts; or null. */
export function returnForm(html) {
  const action = /<form[^>]*id="return-form"[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (!action) return null;
  const fields = {};
  for (const [, name, value] of html.matchAll(
    /<input type="hidden" name="([^"]*)" value="([^"]*)">/g,
  ))
    fields[unescapeHtml(name)] = unescapeHtml(value);
  return { action: unescapeHtml(action), fields };
}

/** The outcome a return's 303 names: `/bookings?payment=paid&booking=…`. */
export function returnOutcome(location) {
  const url = new URL(location ?? '/', 'http://site');
  return { payment: url.searchParams.get('payment'), booking: url.searchParams.get('booking') };
}

/** The refund the policy gives for the renter's cancel of `booking` at `at`, in cents. */
export function policyRefund(booking, paidMinor, at) {
  return cancellationRefund(
    {
      advancePaid: paidMinor,
      dailyRentalPrice: Number(booking.daily_rental_price),
      startDate: booking.start_date,
    },
    'renter',
    new Date(at),
  ).refundAmount;
}

/**
 * The violations of the drill's rows: `bookings`, `payments` and `refunds` as the database has
 * them, the stand-in's `transactions` (GET /__standin/transactions), the pairs of holding bookings
 * sharing a night (`overlaps`), and the drill's `plan` (each booking's fate and every answer the
 * API gave about it).
 * @returns {Array<{ kind: string, detail: string }>}
 */
export function paymentDrillViolations({
  bookings,
  payments,
  refunds,
  transactions,
  overlaps,
  plan,
}) {
  const violations = [];
  const violation = (kind, detail) => violations.push({ kind, detail });
  const paymentsOf = groupBy(payments, 'booking_id');
  const refundsOfPayment = groupBy(refunds, 'payment_id');
  const refundsOfBooking = groupBy(refunds, 'booking_id');
  const paymentByTran = new Map(payments.map((p) => [p.tran_id, p]));
  const bookingById = new Map(bookings.map((b) => [b.id, b]));

  for (const b of bookings) {
    const mine = paymentsOf.get(b.id) ?? [];
    const settled = mine.filter((p) => p.state === 'paid' || p.state === 'held');
    const live = (refundsOfBooking.get(b.id) ?? []).filter((r) => r.state !== 'failed');
    if (HOLDING.has(b.booking_status) && b.booking_status !== 'Confirmed')
      violation('booking left waiting', `${b.id} is ${b.booking_status}`);
    if (settled.length > 1) violation('paid twice', `${b.id}: ${settled.length} payments settled`);
    if (mine.some((p) => p.state === 'held'))
      violation('held for review', `${b.id}: a payment of risk level 0 held`);
    if (
      b.booking_status === 'Confirmed' &&
      (settled[0]?.state !== 'paid' || b.advance_state !== 'paid')
    )
      violation(
        'Confirmed without its payment',
        `${b.id}: advance ${b.advance_state}, payments ${mine.map((p) => p.state).join(', ') || 'none'}`,
      );
    if (b.booking_status === 'Expired' && settled.length > 0)
      violation(
        'Expired with a paid advance',
        `${b.id}: ${settled.map((p) => p.tran_id).join(', ')}`,
      );
    if (b.booking_status === 'Canceled' && settled.length === 1) {
      const paid = settled[0];
      const cancel = (refundsOfPayment.get(paid.id) ?? []).filter(
        (r) => r.reason === 'renterCanceled',
      );
      if (cancel.length > 1)
        violation('Canceled without its refund', `${b.id}: ${cancel.length} cancel refunds`);
      const expected = policyRefund(
        b,
        paid.amount_minor,
        cancel[0]?.created_at ?? b.canceled_at ?? Date.now(),
      );
      if (cancel.length === 0 && expected > 0)
        violation('Canceled without its refund', `${b.id}: none queued, ${expected} due`);
      for (const r of cancel)
        if (r.amount_minor !== expected)
          violation(
            'refund against the policy',
            `${b.id}: ${r.amount_minor} refunded of ${paid.amount_minor}, the policy gives ${expected} (first day ${b.start_date}, canceled ${new Date(r.created_at).toISOString()})`,
          );
    }
    for (const p of mine.filter((p) => p.state === 'refunded')) {
      const back = (refundsOfPayment.get(p.id) ?? []).filter((r) => r.state !== 'failed');
      if (back.length !== 1 || back[0].amount_minor !== p.amount_minor)
        violation(
          'extra payment not refunded whole',
          `${b.id}: ${p.tran_id} of ${p.amount_minor}: ${back.map((r) => r.amount_minor).join(' + ') || 'nothing'} back`,
        );
    }
    const total = live.reduce((sum, r) => sum + r.amount_minor, 0);
    if (total !== b.refunded_minor)
      violation(
        'refunded total wrong',
        `${b.id}: refunded_minor ${b.refunded_minor}, its refunds ${total}`,
      );
    for (const r of refundsOfBooking.get(b.id) ?? [])
      if (r.state !== 'done')
        violation(
          'refund not done',
          `${r.id} (${b.id}): ${r.state}, ${r.attempts} attempts, ${r.last_error}`,
        );
  }

  // The stand-in's charges and refunds against the rows.
  const charged = new Map();
  for (const t of transactions) {
    if (!CHARGED.has(t.status)) continue;
    charged.set(t.tran_id, t);
    const p = paymentByTran.get(t.tran_id);
    if (!p) {
      violation('charge unknown to the API', `${t.tran_id} (${t.amount})`);
      continue;
    }
    if (!['paid', 'held', 'refunded'].includes(p.state) || p.bank_tran_id !== t.bank_tran_id)
      violation(
        'charged but not settled',
        `${p.booking_id}: ${t.tran_id} charged ${t.amount} at the gateway (IPN ${t.ipn?.answeredStatus ?? t.ipn?.error ?? 'not sent'}); the payment is ${p.state}, booking ${bookingById.get(p.booking_id)?.booking_status}`,
      );
    const rows = (refundsOfPayment.get(p.id) ?? []).filter((r) => r.state !== 'failed');
    const atGateway = new Map(t.refunds.map((g) => [g.refe_id, g]));
    const detail = `${p.booking_id}: ${t.bank_tran_id} refunded ${t.refunds.map((g) => g.amount).join(' + ') || 'nothing'} at the gateway, ${rows.map((r) => `${r.amount_minor} (${r.state})`).join(' + ') || 'nothing'} in the rows`;
    if (atGateway.size !== t.refunds.length || t.refunds.length !== rows.length)
      violation('gateway refunds disagree', detail);
    else
      for (const r of rows) {
        const g = atGateway.get(r.refe_id);
        if (
          !g ||
          cents(g.amount) !== r.amount_minor ||
          (r.refund_ref_id && g.refund_ref_id !== r.refund_ref_id)
        )
          violation('gateway refunds disagree', detail);
      }
  }
  for (const p of payments)
    if (['paid', 'held', 'refunded'].includes(p.state) && !charged.has(p.tran_id))
      violation('settled without a charge', `${p.booking_id}: ${p.tran_id} is ${p.state}`);

  // Every answer the API gave, against the end.
  for (const planned of plan) {
    if (!planned.id) continue;
    const b = bookingById.get(planned.id);
    if (!b) {
      violation('acknowledged booking missing', planned.id);
      continue;
    }
    const mine = paymentsOf.get(b.id) ?? [];
    const starts = planned.actions.filter((a) => a.kind === 'start' && a.status === 201).length;
    if (starts > mine.length)
      violation(
        'a 2xx disagrees with the end',
        `${b.id}: ${starts} payments started (201), ${mine.length} rows`,
      );
    if (b.expires_at)
      for (const p of mine)
        if (new Date(p.created_at) > new Date(b.expires_at))
          violation('payment started past its deadline', `${b.id}: ${p.tran_id}`);
    for (const a of planned.actions) {
      if (a.kind === 'return' && typeof a.status === 'number' && a.status < 500) {
        const { payment, booking } = returnOutcome(a.location);
        const p = paymentByTran.get(a.tranId);
        const says = `${b.id}: return ${a.status} payment=${payment}, its payment ${p?.state}, booking ${b.booking_status}`;
        if (a.status !== 303 || !['paid', 'refunded', 'pending'].includes(payment))
          violation('genuine return refused', says);
        else if (booking !== b.id)
          violation('a 2xx disagrees with the end', `${says} (for ${booking})`);
        else if (
          payment === 'paid' &&
          (p?.state !== 'paid' || !['Confirmed', 'Canceled'].includes(b.booking_status))
        )
          violation('a 2xx disagrees with the end', says);
        else if (payment === 'refunded' && p?.state !== 'refunded')
          violation('a 2xx disagrees with the end', says);
      }
      if (
        a.kind === 'cancel' &&
        a.status === 200 &&
        (a.answer?.bookingStatus !== 'Canceled' ||
          b.booking_status !== 'Canceled' ||
          b.canceled_by !== 'renter')
      )
        violation(
          'a 2xx disagrees with the end',
          `${b.id}: cancel 200 (${a.answer?.bookingStatus}), ends ${b.booking_status} by ${b.canceled_by}`,
        );
      if (
        a.kind === 'forged return' &&
        (a.status !== 303 || returnOutcome(a.location).payment !== 'rejected')
      )
        violation(
          'forged callback not refused',
          `${b.id}: forged return answered ${a.status} ${a.location ?? ''}`,
        );
    }
    if (planned.fate === 'forged' && mine.some((p) => p.state !== 'started'))
      violation(
        'forged callback not refused',
        `${b.id}: its payments ${mine.map((p) => p.state).join(', ')}`,
      );
  }
  for (const o of overlaps)
    violation('dates held twice', `${o.first} and ${o.second} (car ${o.car_id})`);
  return violations;
}

/**
 * Reads the drill's rows, checks them (paymentDrillViolations) and prints the report; exit code 1
 * on any violation (reportViolations).
 */
export async function checkPaymentDrill(drill) {
  const { query, plan, transactions } = drill;
  const bookings = await query(
    `SELECT id, car_id, start_date::text AS start_date, end_date::text AS end_date, booking_status,
            canceled_by, advance_minor, advance_state, refunded_minor, refund_state,
            daily_rental_price, expires_at
     FROM bookings`,
  );
  const payments = await query(
    'SELECT id, booking_id, tran_id, amount_minor, state, bank_tran_id, created_at, settled_at FROM payments',
  );
  const refunds = await query(
    `SELECT id, booking_id, payment_id, amount_minor, reason, state, refe_id, refund_ref_id,
            attempts, last_error, created_at, done_at
     FROM refunds`,
  );
  const overlaps = await query(
    `SELECT a.id AS first, b.id AS second, a.car_id
     FROM bookings a JOIN bookings b ON a.car_id = b.car_id AND a.id < b.id
     WHERE a.booking_status IN ('Pending', 'Confirmed', 'AwaitingPayment')
       AND b.booking_status IN ('Pending', 'Confirmed', 'AwaitingPayment')
       AND daterange(a.start_date, a.end_date) && daterange(b.start_date, b.end_date)`,
  );
  const violations = paymentDrillViolations({
    bookings,
    payments,
    refunds,
    transactions,
    overlaps,
    plan,
  });
  printFigures(drill, { bookings, payments, refunds });
  await reportViolations({
    kinds: PAYMENT_DRILL_CHECKS,
    violations,
    site: drill.site,
    survivorPort: drill.survivorPort,
  });
}

function count(map, key) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function printFigures(drill, { bookings, payments, refunds }) {
  const { plan, transactions, replays, times } = drill;
  const statusOf = new Map(bookings.map((b) => [b.id, b.booking_status]));
  const ends = new Map();
  for (const planned of plan)
    count(ends, `${planned.fate} → ${statusOf.get(planned.id) ?? 'not stored'}`);
  const finals = new Map();
  for (const b of bookings) count(finals, b.booking_status);
  const paymentStates = new Map();
  for (const p of payments) count(paymentStates, p.state);
  const ipns = new Map();
  for (const t of transactions)
    if (t.ipn) count(ipns, t.ipn.answeredStatus ?? `error (${t.ipn.error})`);
  const returns = new Map();
  const forged = new Map();
  for (const a of plan.flatMap((planned) => planned.actions)) {
    if (a.kind === 'return')
      count(returns, a.status === 303 ? returnOutcome(a.location).payment : String(a.status));
    if (a.kind.startsWith('forged'))
      count(forged, `${a.kind} ${a.status === 303 ? returnOutcome(a.location).payment : a.status}`);
  }
  const phases = new Map();
  for (const planned of plan) for (const ipn of planned.ipn ?? []) count(phases, ipn);
  const amountOf = new Map(payments.map((p) => [p.id, p.amount_minor]));
  const cancelRefunds = new Map();
  for (const r of refunds.filter((r) => r.reason === 'renterCanceled'))
    count(cancelRefunds, r.amount_minor === amountOf.get(r.payment_id) ? 'whole' : 'less a day');
  const refundReasons = new Map();
  for (const r of refunds) count(refundReasons, `${r.reason} ${r.state}`);
  const done = refunds.filter((r) => r.done_at).map((r) => new Date(r.done_at).getTime());
  const lastDone = done.length ? Math.max(...done) : null;
  const rejected = drill.metrics
    .split('\n')
    .filter((line) => line.startsWith('carzone_payment_callbacks_rejected_total{'))
    .map((line) => line.replace('carzone_payment_callbacks_rejected_total', '').trim())
    .join(', ');
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`\n== ${drill.title} ==`);
  console.log(drill.events.join('\n'));
  console.log(
    `  killed: the API instance on port ${drill.killed.port} (pid ${drill.killed.pid}), kill -9`,
  );
  console.log(`  answers: ${describeCounts(drill.tally)}`);
  console.log(`  planned → ended: ${describeCounts(ends)}`);
  console.log(`  bookings stored: ${bookings.length}; by status: ${describeCounts(finals)}`);
  console.log(`  payments: ${payments.length}; by state: ${describeCounts(paymentStates)}`);
  console.log(
    `  stand-in: ${transactions.length} sessions, ${transactions.filter((t) => CHARGED.has(t.status)).length} charged, ${transactions.reduce((n, t) => n + t.refunds.length, 0)} refunds`,
  );
  console.log(`  paid at the gateway, by the stand-in's IPN setting: ${describeCounts(phases)}`);
  console.log(`  IPNs the stand-in sent, by answer: ${describeCounts(ipns)}`);
  console.log(
    `  IPNs replayed by the drill: ${replays.sent}; by answer: ${describeCounts(replays.byStatus)}`,
  );
  console.log(`  forged callbacks: ${describeCounts(forged)}`);
  console.log(
    `  callbacks refused (the surviving instance's counter, by reason): ${rejected || 'none'}`,
  );
  console.log(`  returns (the browser's POSTs), by outcome: ${describeCounts(returns)}`);
  console.log(
    `  refunds: ${refunds.length}; by reason and state: ${describeCounts(refundReasons)}`,
  );
  console.log(`  the renters' cancels gave back: ${describeCounts(cancelRefunds)}`);
  console.log(
    `  refunds done: ${done.length}, the last ${lastDone ? `${seconds(lastDone - times.canceledAt)} after the cancels, ${seconds(lastDone - times.upAt)} after the stand-in came back` : 'never'}; most attempts: ${Math.max(0, ...refunds.map((r) => r.attempts))}`,
  );
}
