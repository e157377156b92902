/**
 * E-mail addresses name the same person in any case (and with stray spaces around them): how an
 * owner or a booker in the URL or a row is matched against the session's e-mail.
 */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
