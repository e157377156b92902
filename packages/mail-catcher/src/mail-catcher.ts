import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { MAIL_FILE, readCaughtMail, readCaughtMails } from './caught-mails.js';

export interface MailCatcherOptions {
  /** Where each message is kept as an .eml file (made when missing). */
  mailDir: string;
  /** The SMTP port; 0 picks a free one. */
  smtpPort: number;
  /** The port of the page that lists the messages; 0 picks a free one, null serves no page. */
  pagePort: number | null;
  host?: string;
}

export interface MailCatcher {
  /** What the API's SMTP_URL is set to. */
  smtpUrl: string;
  smtpPort: number;
  /** The page listing the messages, or null. */
  pageUrl: string | null;
  /** Stops taking messages (the SMTP server closes; the page too). */
  stop(): Promise<void>;
}

/** The largest message taken: a booking mail is a few kilobytes. */
const MAX_MESSAGE_BYTES = 1024 * 1024;

/**
 * An SMTP server for local runs and tests that delivers nowhere: every message it accepts is
 * written whole to `mailDir` (the .eml a real inbox would get) before it answers 250, so a
 * message it accepted is never lost. It asks no password and offers no TLS: it listens on the
 * loopback address only.
 */
export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const { mailDir, host = '127.0.0.1' } = options;
  await mkdir(mailDir, { recursive: true });

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'CarZone mail catcher',
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        const file = `${Date.now()}-${randomUUID()}.eml`;
        const partial = join(mailDir, `.${file}.partial`);
        // Written aside and renamed: a reader never sees half a message.
        writeFile(partial, Buffer.concat(chunks))
          .then(() => rename(partial, join(mailDir, file)))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort, host, () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  let page: HttpServer | null = null;
  if (options.pagePort !== null) {
    page = createHttpServer((request, response) => {
      servePage(mailDir, request.url ?? '/').then(
        ({ status, type, body }) => {
          response.writeHead(status, {
            'content-type': type,
            // The messages' HTML is shown in a sandboxed frame: nothing in it runs.
            'content-security-policy':
              "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src data:",
          });
          response.end(body);
        },
        (error: unknown) => {
          response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          response.end(error instanceof Error ? error.message : String(error));
        },
      );
    });
    const server = page;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.pagePort!, host, () => resolve());
    });
  }

  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    smtpPort,
    pageUrl: page ? `http://${host}:${(page.address() as AddressInfo).port}/` : null,
    async stop() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (page) await new Promise<void>((resolve) => page.close(() => resolve()));
    },
  };
}

interface PageAnswer {
  status: number;
  type: string;
  body: string;
}

const HTML_TYPE = 'text/html; charset=utf-8';

/** `/`: the messages, newest first; `/<file>`: one message; `/<file>/html`: its HTML part. */
async function servePage(mailDir: string, url: string): Promise<PageAnswer> {
  const path = decodeURIComponent(new URL(url, 'http://catcher').pathname);
  if (path === '/') {
    const mails = (await readCaughtMails(mailDir)).reverse();
    const rows = mails
      .map(
        (mail) =>
          `<tr><td>${escape(mail.date?.toISOString() ?? '')}</td><td>${escape(mail.to)}</td><td><a href="/${encodeURIComponent(mail.file)}">${escape(mail.subject || '(no subject)')}</a></td></tr>`,
      )
      .join('\n');
    return {
      status: 200,
      type: HTML_TYPE,
      body: pageHtml(
        'Mail caught by CarZone',
        `<p>${mails.length} message${mails.length === 1 ? '' : 's'} in ${escape(mailDir)}, newest first.</p>
<table><thead><tr><th>Date (UTC)</th><th>To</th><th>Subject</th></tr></thead><tbody>
${rows}
</tbody></table>`,
      ),
    };
  }
  const [, file, part] = /^\/([^/]+)(\/html)?$/.exec(path) ?? [];
  if (!file || !MAIL_FILE.test(file))
    return { status: 404, type: 'text/plain; charset=utf-8', body: 'No such message.' };
  let mail;
  try {
    mail = await readCaughtMail(mailDir, file);
  } catch {
    return { status: 404, type: 'text/plain; charset=utf-8', body: 'No such message.' };
  }
  if (part) return { status: 200, type: HTML_TYPE, body: mail.html };
  return {
    status: 200,
    type: HTML_TYPE,
    body: pageHtml(
      mail.subject || '(no subject)',
      `<p><a href="/">All messages</a></p>
<dl><dt>From</dt><dd>${escape(mail.from)}</dd><dt>To</dt><dd>${escape(mail.to)}</dd>
<dt>Date</dt><dd>${escape(mail.date?.toISOString() ?? '')}</dd><dt>Message-ID</dt><dd>${escape(mail.messageId)}</dd></dl>
<h2>HTML</h2>
<iframe title="The message's HTML" sandbox src="/${encodeURIComponent(file)}/html" style="width:100%;height:24rem;border:1px solid #ccc"></iframe>
<h2>Text</h2>
<pre style="white-space:pre-wrap">${escape(mail.text)}</pre>`,
    ),
  };
}

function pageHtml(title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}td,th{text-align:left;padding:.25rem .75rem .25rem 0;vertical-align:top}</style>
</head><body><main><h1>${escape(title)}</h1>
${content}
</main></body></html>`;
}

function escape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}
