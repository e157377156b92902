import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  finishPayment,
  initSession,
  merchantTransactionApi,
  validateOrder,
  type GatewayState,
  type PageAction,
  type StandInSettings,
} from './merchant-api.js';
import { gatewayPage, messagePage, returnPage, transactionsPage } from './pages.js';
import {
  PAYMENT_METHODS,
  parseFormBody,
  readBody,
  type PaymentMethod,
  type StandInTransaction,
} from './protocol.js';

export type { StandInSettings } from './merchant-api.js';

export interface SslcommerzStandInOptions {
  /** 0 picks a free one. */
  port: number;
  host?: string;
  storeId: string;
  storePassword: string;
  /** Where browsers reach the stand-in when not at its own url (the GatewayPageURL's origin). */
  publicUrl?: string;
}

export interface SslcommerzStandIn {
  /** http://host:port, no trailing slash: what the API's SSLCOMMERZ_BASE_URL is set to. */
  url: string;
  close(): Promise<void>;
  /** Read at each request: a test changes them in place. */
  settings: StandInSettings;
  transactions(): readonly StandInTransaction[];
}

/** How long the IPN may take before the return page is answered all the same. */
const IPN_TIMEOUT_MS = 10_000;
/** 'afterReturn': the IPN follows the return page by this much, as the real one often does. */
const IPN_AFTER_RETURN_DELAY_MS = 1_000;

const HTML = 'text/html; charset=utf-8';

/**
 * A local SSLCommerz for `npm start`, the tests and staging: the merchant API sslcommerz-lts
 * calls, a labelled payment page with Pay, Fail and Cancel, the signed IPN and the browser's
 * return POST. Nothing leaves this host but the IPN to the merchant's own ipn_url.
 */
export async function startSslcommerzStandIn(
  options: SslcommerzStandInOptions,
): Promise<SslcommerzStandIn> {
  const { host = '127.0.0.1' } = options;
  const settings: StandInSettings = {
    ipn: 'beforeReturn',
    down: false,
    riskLevel: 0,
    refundDelayMs: 2_000,
  };
  const state: GatewayState = {
    storeId: options.storeId,
    storePassword: options.storePassword,
    settings,
    transactions: [],
    publicBase: '',
  };
  const pendingIpns = new Set<Promise<void>>();
  const ipnTimers = new Set<NodeJS.Timeout>();

  const sendIpn = (transaction: StandInTransaction, fields: Record<string, string>) => {
    const url = transaction.init.ipn_url?.trim();
    if (!url) return Promise.resolve();
    const sending = fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(IPN_TIMEOUT_MS),
    }).then(
      async (answer) => {
        await answer.arrayBuffer().catch(() => undefined);
        transaction.ipn = ipnRecord(url, answer.status, null);
      },
      (error: unknown) => {
        transaction.ipn = ipnRecord(
          url,
          null,
          error instanceof Error ? error.message : String(error),
        );
      },
    );
    pendingIpns.add(sending);
    void sending.finally(() => pendingIpns.delete(sending));
    return sending;
  };

  /**
   * The session's transaction while it can still be paid; otherwise answers the page's 404 (no
   * such session) or 409 (it has ended) and gives null.
   */
  const openTransaction = (sessionKey: string | undefined, response: ServerResponse) => {
    const transaction = state.transactions.find((t) => t.sessionkey === sessionKey);
    if (!transaction) {
      send(response, 404, HTML, notFoundPage());
      return null;
    }
    if (transaction.status !== 'UNATTEMPTED') {
      send(
        response,
        409,
        HTML,
        messagePage('This payment has ended', `It ended as ${transaction.status}.`),
      );
      return null;
    }
    return transaction;
  };

  const finishOnPage = async (fields: Record<string, string>, response: ServerResponse) => {
    const transaction = openTransaction(fields.SESSIONKEY, response);
    if (!transaction) return;
    const action = (['pay', 'fail', 'cancel'] as const).find((name) => name === fields.action);
    const method = Object.keys(PAYMENT_METHODS).find((name) => name === fields.method) as
      PaymentMethod | undefined;
    if (!action || (action !== 'cancel' && !method))
      return send(
        response,
        400,
        HTML,
        messagePage('Choose again', 'Choose how to pay, then Pay, Fail or Cancel.'),
      );
    const result = finishPayment(state, transaction, {
      action,
      method: method ?? 'bkash',
      riskLevel: fields.risk_level === '1' ? 1 : 0,
    });
    if (settings.ipn === 'beforeReturn') await sendIpn(transaction, result);
    if (settings.ipn === 'afterReturn') {
      const timer = setTimeout(() => {
        ipnTimers.delete(timer);
        void sendIpn(transaction, result);
      }, IPN_AFTER_RETURN_DELAY_MS);
      ipnTimers.add(timer);
    }
    send(
      response,
      200,
      HTML,
      returnPage({ ...RETURNS[action], action: returnUrl(transaction, action), fields: result }),
    );
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const query = Object.fromEntries(url.searchParams);
    const route = `${request.method} ${url.pathname}`;

    // The stand-in's own controls, for drills in another process; SSLCommerz has nothing like
    // them. They answer while the gateway is down, so a drill can bring it back.
    if (route === 'GET /__standin/transactions') return sendJson(response, state.transactions);
    if (route === 'POST /__standin/settings') {
      const problem = patchSettings(settings, await readBody(request));
      return problem ? sendJson(response, { error: problem }, 400) : sendJson(response, settings);
    }
    if (settings.down)
      return send(
        response,
        503,
        'text/plain; charset=utf-8',
        'The SSLCommerz stand-in is down (settings.down).',
      );

    switch (route) {
      case 'GET /':
        return send(response, 200, HTML, transactionsPage(state.storeId, state.transactions));
      case 'POST /gwprocess/v4/api.php': {
        const fields = parseFormBody(request.headers['content-type'], await readBody(request));
        return sendJson(response, initSession(state, fields));
      }
      case 'GET /gwprocess/v4/gw.php': {
        const transaction = openTransaction(query.SESSIONKEY, response);
        if (!transaction) return;
        return send(
          response,
          200,
          HTML,
          gatewayPage({ storeId: state.storeId, transaction, riskLevel: settings.riskLevel }),
        );
      }
      case 'POST /gwprocess/v4/gw.php': {
        const fields = parseFormBody(request.headers['content-type'], await readBody(request));
        return finishOnPage(fields ?? {}, response);
      }
      case 'GET /validator/api/validationserverAPI.php':
        return sendJson(response, validateOrder(state, query));
      case 'GET /validator/api/merchantTransIDvalidationAPI.php':
        return sendJson(response, merchantTransactionApi(state, query));
      default:
        return send(response, 404, HTML, notFoundPage());
    }
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      send(
        response,
        500,
        'text/plain; charset=utf-8',
        error instanceof Error ? error.message : String(error),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  state.publicBase = (options.publicUrl ?? url).replace(/\/+$/, '');

  return {
    url,
    settings,
    transactions: () => state.transactions,
    async close() {
      for (const timer of ipnTimers) clearTimeout(timer);
      ipnTimers.clear();
      await Promise.allSettled([...pendingIpns]);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

const RETURNS: Record<PageAction, { heading: string }> = {
  pay: { heading: 'Payment successful' },
  fail: { heading: 'Payment failed' },
  cancel: { heading: 'Payment cancelled' },
};

function returnUrl(transaction: StandInTransaction, action: PageAction): string {
  const name = action === 'pay' ? 'success_url' : action === 'fail' ? 'fail_url' : 'cancel_url';
  return transaction.init[name] ?? '';
}

function ipnRecord(url: string, answeredStatus: number | null, error: string | null) {
  return { url, answeredStatus, error, sentAt: new Date().toISOString() };
}

function notFoundPage(): string {
  return messagePage('Not found', 'There is no such payment session or page on this stand-in.');
}

/** Applies a JSON patch of the settings; answers what is wrong with it, or null. */
function patchSettings(settings: StandInSettings, body: Buffer): string | null {
  let patch: unknown;
  try {
    patch = JSON.parse(body.toString('utf8'));
  } catch {
    return 'The body is not JSON.';
  }
  if (typeof patch !== 'object' || patch === null) return 'The body is not a JSON object.';
  const next = { ...settings };
  for (const [name, value] of Object.entries(patch)) {
    if (
      name === 'ipn' &&
      (value === 'beforeReturn' || value === 'afterReturn' || value === 'never')
    )
      next.ipn = value;
    else if (name === 'down' && typeof value === 'boolean') next.down = value;
    else if (name === 'riskLevel' && (value === 0 || value === 1)) next.riskLevel = value;
    else if (
      name === 'refundDelayMs' &&
      typeof value === 'number' &&
      value >= 0 &&
      Number.isFinite(value)
    )
      next.refundDelayMs = value;
    else return `Unknown setting or value: ${name}=${JSON.stringify(value)}`;
  }
  Object.assign(settings, next);
  return null;
}

function sendJson(response: ServerResponse, body: unknown, status = 200) {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body));
}

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}
