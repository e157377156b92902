// Who signs people in, who relays the booking e-mails and who takes the payments for a layout: in
// production a real Firebase project, the operator's relay and SSLCommerz, named by the
// environment; in staging (for tests) the Auth emulator stands in for Firebase, under an explicit
// flag, the mail catcher for the relay, and the SSLCommerz stand-in for the gateway.
import { PRODUCTION_FIREBASE_VARIABLES } from './layout-checks.mjs';
import { loadAuthEmulator } from './repository.mjs';

/** The Auth emulator's project: a `demo-` id, so nothing tries to reach a real project. */
const STAGING_PROJECT_ID = 'demo-carzone';

/** The Firebase web config the emulator accepts (any key works there; the project must match). */
const STAGING_FIREBASE = {
  FIREBASE_API_KEY: 'demo-api-key',
  FIREBASE_AUTH_DOMAIN: `${STAGING_PROJECT_ID}.firebaseapp.com`,
  FIREBASE_PROJECT_ID: STAGING_PROJECT_ID,
};

/**
 * The Firebase environment the units get: staging's, once the Auth emulator answers on
 * `authEmulatorPort` (`authEmulatorUrl` is where the browser reaches it, `stop` stops it), or
 * production's variables from `env`.
 * @param {{ staging: boolean, env: NodeJS.ProcessEnv, authEmulatorPort: number }} options
 * @returns {Promise<{ firebaseEnv: NodeJS.ProcessEnv, authEmulatorUrl: string | null, stop: (() => Promise<void>) | null }>}
 */
export async function startFirebase({ staging, env, authEmulatorPort }) {
  if (!staging)
    return {
      firebaseEnv: Object.fromEntries(
        PRODUCTION_FIREBASE_VARIABLES.map((name) => [name, env[name]]),
      ),
      authEmulatorUrl: null,
      stop: null,
    };
  const { startAuthEmulator } = await loadAuthEmulator();
  const emulator = await startAuthEmulator({
    port: authEmulatorPort,
    projectId: STAGING_PROJECT_ID,
  });
  return {
    firebaseEnv: {
      ...STAGING_FIREBASE,
      CARZONE_STAGING: 'true',
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    },
    authEmulatorUrl: `http://${emulator.host}`,
    stop: emulator.stop,
  };
}

/**
 * The mail environment staging adds to `env` (production's comes with it): the mails link to the
 * layout on `port` and come from a test address, and the mail catcher, keeping them in `mailDir`,
 * stands in for the relay unless the run brings a relay of its own (SMTP_URL: the mail drill,
 * which stops and restarts it). `mailDir` is answered only when the catcher keeps mails there.
 * @param {{ staging: boolean, env: NodeJS.ProcessEnv, port: number, mailDir: string }} options
 * @returns {Promise<{ mailEnv: NodeJS.ProcessEnv, mailDir: string | null, stop: (() => Promise<void>) | null }>}
 */
export async function startMail({ staging, env, port, mailDir }) {
  if (!staging) return { mailEnv: {}, mailDir: null, stop: null };
  const mailEnv = {
    MAIL_FROM: env.MAIL_FROM || 'CarZone <bookings@carzone.test>',
    PUBLIC_URL: env.PUBLIC_URL || `http://localhost:${port}`,
  };
  if (env.SMTP_URL) return { mailEnv, mailDir: null, stop: null };
  const { startMailCatcher } = await import('@carzone/mail-catcher');
  const catcher = await startMailCatcher({ mailDir, smtpPort: 0, pagePort: null });
  return { mailEnv: { ...mailEnv, SMTP_URL: catcher.smtpUrl }, mailDir, stop: catcher.stop };
}

/** The stand-in's store: the credentials the API is given in staging. */
const STAGING_STORE = { id: 'carzone-standin', password: 'carzone-standin@ssl' };

/**
 * The payment environment staging gives the API instances (production's SSLCOMMERZ_* come with
 * `env`): the SSLCommerz stand-in on `port` (0: a free one), where no money moves, unless the run
 * brings a store of its own (SSLCOMMERZ_STORE_ID: a real sandbox). `paymentGatewayUrl` is the
 * stand-in's, for a drill that changes its settings from another process.
 * @param {{ staging: boolean, env: NodeJS.ProcessEnv, port: number }} options
 * @returns {Promise<{ paymentEnv: NodeJS.ProcessEnv, paymentGatewayUrl: string | null, stop: (() => Promise<void>) | null }>}
 */
export async function startPaymentGateway({ staging, env, port }) {
  if (!staging || env.SSLCOMMERZ_STORE_ID)
    return { paymentEnv: {}, paymentGatewayUrl: null, stop: null };
  const { startSslcommerzStandIn } = await import('@carzone/sslcommerz-standin');
  const gateway = await startSslcommerzStandIn({
    port,
    storeId: STAGING_STORE.id,
    storePassword: STAGING_STORE.password,
  });
  return {
    paymentEnv: {
      SSLCOMMERZ_STORE_ID: STAGING_STORE.id,
      SSLCOMMERZ_STORE_PASSWORD: STAGING_STORE.password,
      SSLCOMMERZ_LIVE: 'false',
      SSLCOMMERZ_BASE_URL: gateway.url,
    },
    paymentGatewayUrl: gateway.url,
    stop: gateway.close,
  };
}
