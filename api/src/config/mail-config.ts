// Where booking e-mails go, who they are from, and the site address their links use: read once at
// start with the rest of the configuration (app-config.ts).

/** Booking e-mails: where they go, who they are from, and the site address their links use. */
export interface MailConfig {
  /** SMTP_URL (smtp:// or smtps://, with user:password when the relay asks): null sends nothing. */
  smtpUrl: string | null;
  /** MAIL_FROM: the From header, e.g. `CarZone <bookings@carzone.com.bd>`. */
  from: string;
  /** PUBLIC_URL: the site's public address, without a trailing slash. */
  publicUrl: string;
}

/** Where the local site runs (npm start); the links in mails point there unless PUBLIC_URL says. */
export const LOCAL_MAIL_DEFAULTS = {
  from: 'CarZone <bookings@carzone.local>',
  publicUrl: 'http://localhost:3000',
} as const;

export function readMailConfig(
  read: (name: string) => string | undefined,
  production: boolean,
  problems: string[],
): MailConfig {
  const smtpUrl = read('SMTP_URL') ?? null;
  if (smtpUrl && !(/^smtps?:\/\//.test(smtpUrl) && URL.parse(smtpUrl)?.hostname))
    problems.push(
      'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@relay.example.com:465.',
    );
  const from = read('MAIL_FROM');
  // A mailbox, bare or with a display name: `bookings@x.com` or `CarZone <bookings@x.com>`.
  if (from !== undefined && !/^(?:[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/.test(from))
    problems.push(
      `MAIL_FROM must be an e-mail address, optionally with a name: CarZone <bookings@example.com> (got "${from}").`,
    );
  const publicUrl = (read('PUBLIC_URL') ?? LOCAL_MAIL_DEFAULTS.publicUrl).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicUrl) || !URL.canParse(publicUrl))
    problems.push(`PUBLIC_URL must be an http:// or https:// address (got "${publicUrl}").`);
  if (production) {
    // A production API that cannot mail would queue every booking's mails for nobody.
    if (!smtpUrl)
      problems.push('A production start needs SMTP_URL: the relay booking e-mails go through.');
    if (from === undefined)
      problems.push('A production start needs MAIL_FROM: the address booking e-mails come from.');
    if (read('PUBLIC_URL') === undefined)
      problems.push(
        "A production start needs PUBLIC_URL: the site's address, for the links in booking e-mails.",
      );
  }
  return { smtpUrl, from: from ?? LOCAL_MAIL_DEFAULTS.from, publicUrl };
}
