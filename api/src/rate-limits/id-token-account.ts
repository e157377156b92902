/**
 * The account a Firebase ID token names (its `sub`, the uid), read WITHOUT checking the token:
 * only to pick which per-account counter a sign-in attempt counts against. firebase-admin still
 * decides whether the sign-in is real. Null when the token cannot be read at all (the attempt
 * then counts against the caller's address only).
 */
export function unverifiedAccountOf(idToken: unknown): string | null {
  if (typeof idToken !== 'string' || idToken.length > 8192) return null;
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { sub, email } = claims as { sub?: unknown; email?: unknown };
  // Firebase caps a uid at 128 characters; anything longer is not one of its tokens.
  if (typeof sub === 'string' && sub.length > 0 && sub.length <= 128) return `uid:${sub}`;
  if (typeof email === 'string' && email.length > 0 && email.length <= 254)
    return `email:${email.toLowerCase()}`;
  return null;
}
