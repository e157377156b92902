import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sslcommerzVerifySign, startSslcommerzStandIn, type SslcommerzStandIn } from './index.js';

const STORE_ID = 'carzone-test';
const STORE_PASSWORD = 'carzone-test@ssl';

let gateway: SslcommerzStandIn;
let merchant: Server;
let merchantUrl: string;
const ipns: Record<string, string>[] = [];

beforeAll(async () => {
  gateway = await startSslcommerzStandIn({
    port: 0,
    storeId: STORE_ID,
    storePassword: STORE_PASSWORD,
  });
  merchant = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      ipns.push(Object.fromEntries(new URLSearchParams(body)));
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  merchantUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => merchant?.close(resolve));
});
afterEach(() => {
  Object.assign(gateway.settings, { ipn: 'beforeReturn', down: false, refundDelayMs: 2000 });
});

let tranNumber = 0;
function initFields(overrides: Record<string, string> = {}): Record<string, string> {
  tranNumber += 1;
  return {
    store_id: STORE_ID,
    store_passwd: STORE_PASSWORD,
    total_amount: '27.50',
    currency: 'USD',
    tran_id: `booking-${tranNumber}`,
    success_url: `${merchantUrl}/success`,
    fail_url: `${merchantUrl}/fail`,
    cancel_url: `${merchantUrl}/cancel`,
    ipn_url: `${merchantUrl}/ipn`,
    cus_name: 'Rahim Uddin',
    cus_email: 'renter@carzone.test',
    cus_add1: 'House 1, Road 2',
    cus_city: 'Dhaka',
    cus_country: 'Bangladesh',
    cus_phone: '01700000000',
    shipping_method: 'NO',
    product_name: 'Toyota Axio, 2 days',
    product_category: 'Car rental',
    product_profile: 'non-physical-goods',
    value_a: 'booking-id-42',
    ...overrides,
  };
}

async function init(fields: Record<string, string>) {
  const answer = await fetch(`${gateway.url}/gwprocess/v4/api.php`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Record<string, string>;
}

async function choose(sessionkey: string, action: string, method = 'bkash', riskLevel = '0') {
  return fetch(`${gateway.url}/gwprocess/v4/gw.php`, {
    method: 'POST',
    body: new URLSearchParams({ SESSIONKEY: sessionkey, method, risk_level: riskLevel, action }),
  });
}

async function merchantApi(path: string, query: Record<string, string>) {
  const params = new URLSearchParams({
    store_id: STORE_ID,
    store_passwd: STORE_PASSWORD,
    v: '1',
    format: 'json',
    ...query,
  });
  const answer = await fetch(`${gateway.url}/validator/api/${path}?${params}`);
  return (await answer.json()) as Record<string, unknown>;
}

async function paidTransaction(amount = '27.50') {
  const session = await init(initFields({ total_amount: amount }));
  await choose(session.sessionkey!, 'pay');
  return gateway.transactions().find((t) => t.sessionkey === session.sessionkey)!;
}

describe('session init', () => {
  it('opens a session and answers the payment page', async () => {
    const fields = initFields();
    const session = await init(fields);
    expect(session).toMatchObject({
      status: 'SUCCESS',
      failedreason: '',
      storeBanner: '',
      desc: [],
    });
    expect(session.GatewayPageURL).toBe(
      `${gateway.url}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${session.sessionkey}`,
    );
    // A second session for the same transaction is a new session.
    const again = await init({ ...fields });
    expect(again.status).toBe('SUCCESS');
    expect(again.sessionkey).not.toBe(session.sessionkey);
  });

  it('reads multipart/form-data, as sslcommerz-lts sends it', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(initFields())) form.append(name, value);
    const answer = await fetch(`${gateway.url}/gwprocess/v4/api.php`, {
      method: 'POST',
      body: form,
    });
    expect(await answer.json()).toMatchObject({ status: 'SUCCESS' });
  });

  it('refuses wrong store credentials, a missing field and a wrong amount', async () => {
    expect(await init(initFields({ store_passwd: 'wrong' }))).toEqual({
      status: 'FAILED',
      failedreason: 'Store Credential Error Or Store is De-active',
    });
    const { cus_email: _email, ...withoutEmail } = initFields();
    const missing = await init(withoutEmail);
    expect(missing.status).toBe('FAILED');
    expect(missing.failedreason).toContain('cus_email');
    for (const total_amount of ['0', '-5', '10.005', 'ten']) {
      const refused = await init(initFields({ total_amount }));
      expect(refused.status).toBe('FAILED');
      expect(refused.failedreason).toContain('total_amount');
    }
  });
});

describe('the payment page', () => {
  it('says it is a stand-in and shows the order, the choices and the buttons', async () => {
    const session = await init(initFields({ tran_id: 'booking-page' }));
    const answer = await fetch(session.GatewayPageURL!);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<html lang="en">');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain(
      'SSLCommerz stand-in — a local test gateway. No money moves and nothing reaches SSLCommerz.',
    );
    expect(html.indexOf('No money moves')).toBeLessThan(html.indexOf('<main'));
    for (const text of [STORE_ID, 'USD 27.50', 'booking-page', '<legend>Pay with</legend>'])
      expect(html).toContain(text);
    expect(html).toMatch(/value="bkash" checked/);
    expect(html).toContain('<label for="method-nagad">Nagad</label>');
    expect(html).toContain(
      '<label class="field" for="risk-level">Risk level (stand-in control)</label>',
    );
    expect(html).toContain('<option value="0" selected>');
    for (const button of ['Pay', 'Fail', 'Cancel']) expect(html).toContain(`>${button}</button>`);
    expect(html).toContain('action="/gwprocess/v4/gw.php"');
    expect(html).not.toMatch(/(src|href)="https?:/);
  });

  it('answers 404 for an unknown session', async () => {
    const answer = await fetch(`${gateway.url}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=NOPE`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('SSLCommerz stand-in');
  });
});

describe('paying', () => {
  it('sends a signed IPN, then the browser back to success_url with the same fields', async () => {
    const session = await init(initFields());
    const answer = await choose(session.sessionkey!, 'pay', 'nagad', '1');
    expect(answer.status).toBe(200);
    const ipn = ipns.at(-1)!;
    expect(ipn).toMatchObject({
      status: 'VALID',
      amount: '27.50',
      currency: 'USD',
      card_type: 'NAGAD-Nagad',
      risk_level: '1',
      risk_title: 'Checking',
      value_a: 'booking-id-42',
    });
    expect(ipn.val_id).toMatch(/^\w+$/);
    expect(ipn.tran_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // Recomputed as SSLCommerz documents it, independently of the stand-in's code.
    const signedFields = Object.fromEntries(
      ipn.verify_key!.split(',').map((name) => [name, ipn[name]!]),
    );
    signedFields.store_passwd = createHash('md5').update(STORE_PASSWORD).digest('hex');
    const text = Object.keys(signedFields)
      .sort()
      .map((name) => `${name}=${signedFields[name]}`)
      .join('&');
    expect(ipn.verify_sign).toBe(createHash('md5').update(text).digest('hex'));
    expect(ipn.verify_sign_sha2).toBe(createHash('sha256').update(text).digest('hex'));
    expect(sslcommerzVerifySign(ipn, STORE_PASSWORD)).toBe(ipn.verify_sign);
    expect(sslcommerzVerifySign({ ...ipn, amount: '1.00' }, STORE_PASSWORD)).not.toBe(
      ipn.verify_sign,
    );

    const page = await answer.text();
    expect(page).toContain(`action="${merchantUrl}/success"`);
    expect(page).toContain(`name="verify_sign" value="${ipn.verify_sign}"`);
    expect(page).toContain('>Return to the merchant</button>');
    expect((await choose(session.sessionkey!, 'pay')).status).toBe(409);
  });

  it('sends Fail and Cancel to fail_url and cancel_url, with no val_id', async () => {
    const failing = await init(initFields());
    const failed = await (await choose(failing.sessionkey!, 'fail')).text();
    expect(failed).toContain(`action="${merchantUrl}/fail"`);
    expect(ipns.at(-1)).toMatchObject({ status: 'FAILED', val_id: '' });
    const cancelling = await init(initFields());
    expect(await (await choose(cancelling.sessionkey!, 'cancel')).text()).toContain(
      `action="${merchantUrl}/cancel"`,
    );
    expect(ipns.at(-1)).toMatchObject({ status: 'CANCELLED', val_id: '' });
  });

  it('holds the IPN back a second with afterReturn, and sends none with never', async () => {
    gateway.settings.ipn = 'never';
    const before = ipns.length;
    await choose((await init(initFields())).sessionkey!, 'pay');
    gateway.settings.ipn = 'afterReturn';
    await choose((await init(initFields())).sessionkey!, 'pay');
    expect(ipns).toHaveLength(before);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(ipns).toHaveLength(before + 1);
  });
});

describe('validation and queries', () => {
  it('answers VALID the first time, VALIDATED after, and refuses the rest', async () => {
    const paid = await paidTransaction();
    const first = await merchantApi('validationserverAPI.php', { val_id: paid.val_id! });
    expect(first).toMatchObject({
      status: 'VALID',
      APIConnect: 'DONE',
      tran_id: paid.tran_id,
      amount: '27.50',
      bank_tran_id: paid.bank_tran_id,
      gw_version: expect.any(String),
    });
    expect(first.validated_on).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await merchantApi('validationserverAPI.php', { val_id: paid.val_id! })).toMatchObject({
      status: 'VALIDATED',
    });
    expect(await merchantApi('validationserverAPI.php', { val_id: 'unknown' })).toEqual({
      status: 'INVALID_TRANSACTION',
      APIConnect: 'DONE',
    });
    expect(
      await merchantApi('validationserverAPI.php', { val_id: paid.val_id!, store_passwd: 'x' }),
    ).toEqual({ APIConnect: 'INVALID_REQUEST' });
  });

  it('lists every session of a tran_id, with only the paid one carrying a val_id', async () => {
    const fields = initFields();
    await choose((await init(fields)).sessionkey!, 'fail');
    await choose((await init({ ...fields })).sessionkey!, 'pay');
    const found = await merchantApi('merchantTransIDvalidationAPI.php', {
      tran_id: fields.tran_id!,
    });
    expect(found.no_of_trans_found).toBe(2);
    const elements = found.element as Record<string, string>[];
    expect(elements.map((e) => e.status)).toEqual(['FAILED', 'VALID']);
    expect(elements[0]!.val_id).toBe('');
    expect(elements[1]!.val_id).not.toBe('');
  });
});

describe('refunds', () => {
  const refund = (query: Record<string, string>) =>
    merchantApi('merchantTransIDvalidationAPI.php', { refund_remarks: 'Trip cancelled', ...query });

  it('refunds once per refe_id and refuses more than is left', async () => {
    const paid = await paidTransaction('100.00');
    const first = await refund({
      bank_tran_id: paid.bank_tran_id!,
      refund_amount: '60',
      refe_id: 'r1',
    });
    expect(first).toMatchObject({
      APIConnect: 'DONE',
      status: 'success',
      errorReason: '',
      bank_tran_id: paid.bank_tran_id,
      trans_id: paid.tran_id,
    });
    const repeated = await refund({
      bank_tran_id: paid.bank_tran_id!,
      refund_amount: '60',
      refe_id: 'r1',
    });
    expect(repeated.refund_ref_id).toBe(first.refund_ref_id);
    expect(paid.refunds).toHaveLength(1);

    const over = await refund({
      bank_tran_id: paid.bank_tran_id!,
      refund_amount: '40.01',
      refe_id: 'r2',
    });
    expect(over).toMatchObject({ APIConnect: 'DONE', status: 'failed' });
    expect(over.errorReason).toContain('40.00');
    expect(
      await refund({ bank_tran_id: paid.bank_tran_id!, refund_amount: '0', refe_id: 'r3' }),
    ).toMatchObject({ status: 'failed' });
    expect(
      await refund({ bank_tran_id: paid.bank_tran_id!, refund_amount: '40', refe_id: 'r4' }),
    ).toMatchObject({ status: 'success' });
    expect(await refund({ bank_tran_id: 'unknown', refund_amount: '1', refe_id: 'r5' })).toEqual({
      APIConnect: 'DONE',
      status: 'failed',
      errorReason: 'Invalid bank_tran_id',
    });
  });

  it('reads processing until refundDelayMs has passed, then refunded', async () => {
    gateway.settings.refundDelayMs = 300;
    const paid = await paidTransaction();
    const started = await refund({
      bank_tran_id: paid.bank_tran_id!,
      refund_amount: '27.50',
      refe_id: 'x',
    });
    const status = () =>
      merchantApi('merchantTransIDvalidationAPI.php', {
        refund_ref_id: String(started.refund_ref_id),
      });
    expect(await status()).toMatchObject({
      status: 'processing',
      refunded_on: '',
      tran_id: paid.tran_id,
    });
    await new Promise((resolve) => setTimeout(resolve, 350));
    const done = await status();
    expect(done).toMatchObject({ status: 'refunded', errorReason: '' });
    expect(done.refunded_on).not.toBe('');
    expect(
      await merchantApi('merchantTransIDvalidationAPI.php', { refund_ref_id: 'nope' }),
    ).toEqual({
      APIConnect: 'DONE',
      status: 'failed',
      errorReason: 'Invalid refund_ref_id',
    });
  });
});

describe('the stand-in controls', () => {
  it('answers 503 everywhere while down, and takes settings from another process', async () => {
    gateway.settings.down = true;
    expect((await fetch(`${gateway.url}/gwprocess/v4/api.php`, { method: 'POST' })).status).toBe(
      503,
    );
    expect((await fetch(`${gateway.url}/validator/api/validationserverAPI.php`)).status).toBe(503);
    expect((await fetch(`${gateway.url}/`)).status).toBe(503);
    const patched = await fetch(`${gateway.url}/__standin/settings`, {
      method: 'POST',
      body: JSON.stringify({ down: false, riskLevel: 1 }),
    });
    expect(await patched.json()).toMatchObject({ down: false, riskLevel: 1 });
    expect(gateway.settings.riskLevel).toBe(1);
    gateway.settings.riskLevel = 0;
    const refused = await fetch(`${gateway.url}/__standin/settings`, {
      method: 'POST',
      body: JSON.stringify({ ipn: 'sometimes' }),
    });
    expect(refused.status).toBe(400);
    const listed = await fetch(`${gateway.url}/__standin/transactions`);
    expect(((await listed.json()) as unknown[]).length).toBe(gateway.transactions().length);
    const page = await (await fetch(`${gateway.url}/`)).text();
    expect(page).toContain('Payments taken by the SSLCommerz stand-in');
  });
});
