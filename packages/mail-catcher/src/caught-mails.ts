import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/** One message the catcher kept, as a reader of the mail would see it. */
export interface CaughtMail {
  /** The .eml file's name in the mail folder. */
  file: string;
  messageId: string;
  from: string;
  to: string;
  subject: string;
  date: Date | null;
  text: string;
  html: string;
  /** The Content-Type of the message itself (multipart/alternative for a text and HTML mail). */
  contentType: string;
}

/** Files are named so that their names sort in the order the messages arrived. */
export const MAIL_FILE = /^\d{13}-[\w-]+\.eml$/;

/** Every message in `mailDir`, oldest first; none when the folder does not exist yet. */
export async function readCaughtMails(mailDir: string): Promise<CaughtMail[]> {
  let files: string[];
  try {
    files = (await readdir(mailDir)).filter((file) => MAIL_FILE.test(file)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(files.map((file) => readCaughtMail(mailDir, file)));
}

export async function readCaughtMail(mailDir: string, file: string): Promise<CaughtMail> {
  return parseMail(await readFile(join(mailDir, file)), file);
}

/** A whole message (RFC 5322 source) as a reader sees it. */
export async function parseMail(source: Buffer, file = ''): Promise<CaughtMail> {
  const parsed = await simpleParser(source);
  const addresses = (field: typeof parsed.to) =>
    (Array.isArray(field) ? field : field ? [field] : []).map((each) => each.text).join(', ');
  return {
    file,
    messageId: parsed.messageId ?? '',
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    date: parsed.date ?? null,
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    contentType:
      (parsed.headers.get('content-type') as { value?: string } | undefined)?.value ?? '',
  };
}
