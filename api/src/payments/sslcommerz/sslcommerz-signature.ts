// SSLCommerz's signature of the fields it posts (IPN and returns), as its integration guide gives
// it: the fields named in `verify_key`, plus `store_passwd` = md5(store password), sorted by name,
// joined `name=value` with `&`, md5'd; compared with `verify_sign`. A field named in verify_key
// but missing fails, as does a post without either.
import { createHash, timingSafeEqual } from 'node:crypto';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** The verify_sign SSLCommerz would send with `fields` for the store with this password. */
export function sslcommerzSignature(
  fields: Readonly<Record<string, string>>,
  signedKeys: readonly string[],
  storePassword: string,
): string {
  const signed: Record<string, string> = { store_passwd: md5(storePassword) };
  for (const key of signedKeys) signed[key] = fields[key] ?? '';
  const text = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join('&');
  return md5(text);
}

/** True when `fields` carry a verify_sign this store's password makes over their verify_key. */
export function hasValidSslcommerzSignature(
  fields: Readonly<Record<string, string>>,
  storePassword: string,
): boolean {
  const given = fields.verify_sign;
  const keys = fields.verify_key?.split(',').filter((key) => key.length > 0) ?? [];
  if (!given || keys.length === 0 || keys.some((key) => !(key in fields))) return false;
  const expected = sslcommerzSignature(fields, keys, storePassword);
  return (
    given.length === expected.length &&
    timingSafeEqual(Buffer.from(given.toLowerCase()), Buffer.from(expected))
  );
}
