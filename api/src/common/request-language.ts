// The language an answer's words are in: the one a browser chose on the site (its
// `carzone_language` cookie), else the first of its languages CarZone speaks, else English; the
// same rule the servers pick a page's language by (@carzone/first-visit/page-language).
import type { IncomingHttpHeaders } from 'node:http';
import type { Language } from '@carzone/domain';
import { requestLanguage } from '@carzone/first-visit/page-language';

export function languageOfRequest(headers: IncomingHttpHeaders | undefined): Language {
  const acceptLanguage = headers?.['accept-language'];
  return requestLanguage({
    cookie: headers?.cookie,
    acceptLanguage: Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage,
  });
}
