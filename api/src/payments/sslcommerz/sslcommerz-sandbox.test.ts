// The adapter against SSLCommerz's real sandbox, opt-in: it runs only with a sandbox store's
// credentials in SSLCOMMERZ_SANDBOX_STORE_ID and SSLCOMMERZ_SANDBOX_STORE_PASSWORD (and the
// internet), and is skipped otherwise, saying why. Everything else tests against the local
// stand-in (packages/sslcommerz-standin), which is all CI and this repository's runs can reach.
import { describe, expect, it } from 'vitest';
import { SSLCOMMERZ_SANDBOX_URL } from '../../config/payment-config.js';
import { sslcommerzSignature } from './sslcommerz-signature.js';
import { SslcommerzGateway } from './sslcommerz-gateway.js';

const storeId = process.env.SSLCOMMERZ_SANDBOX_STORE_ID;
const storePassword = process.env.SSLCOMMERZ_SANDBOX_STORE_PASSWORD;
const credentials = storeId && storePassword ? { storeId, storePassword } : null;

describe.skipIf(!credentials)(
  `SSLCommerz's sandbox${credentials ? '' : ' (skipped: no SSLCOMMERZ_SANDBOX_STORE_ID and SSLCOMMERZ_SANDBOX_STORE_PASSWORD)'}`,
  () => {
    const gateway = new SslcommerzGateway({
      storeId: credentials?.storeId ?? '',
      storePassword: credentials?.storePassword ?? '',
      live: false,
      baseUrl: SSLCOMMERZ_SANDBOX_URL,
    });

    it('opens a hosted payment page for an advance in dollars', async () => {
      const session = await gateway.startSession({
        tranId: `CZTEST${Date.now()}`,
        amountMinor: 2750,
        currency: 'USD',
        productName: 'Advance: sandbox check',
        customer: { name: 'Sandbox Renter', email: 'renter@example.com', phone: '01700000000' },
        urls: {
          success: 'https://carzone.example/api/payments/sslcommerz/success',
          fail: 'https://carzone.example/api/payments/sslcommerz/fail',
          cancel: 'https://carzone.example/api/payments/sslcommerz/cancel',
          ipn: 'https://carzone.example/api/payments/sslcommerz/ipn',
        },
      });
      expect(session.redirectUrl).toMatch(/^https:\/\/sandbox\.sslcommerz\.com\//);
      expect(session.sessionKey).not.toBe('');
    });

    it('knows no payment by a made-up val_id', async () => {
      await expect(gateway.validate('CZ-NO-SUCH-VAL-ID')).resolves.toBeNull();
    });

    it('takes only its own signature on a callback', () => {
      const fields = { tran_id: 'CZ1', status: 'VALID', verify_key: 'status,tran_id' };
      const signed = {
        ...fields,
        verify_sign: sslcommerzSignature(
          fields,
          ['status', 'tran_id'],
          credentials?.storePassword ?? '',
        ),
      };
      expect(gateway.isSigned(signed)).toBe(true);
      expect(gateway.isSigned({ ...signed, tran_id: 'CZ2' })).toBe(false);
    });
  },
);
