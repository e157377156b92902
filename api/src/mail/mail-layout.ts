// The one layout of the API's mails, as plain text and HTML: a greeting, a lead, what the mail is
// about (labelled lines, or staff's reason), one link, and CarZone's name at the end.

/** The parts every mail has around what it is about. */
export interface MailFrame {
  greeting: string;
  lead: string;
  link: { label: string; url: string };
}

/** The text part: the frame's lines around `middle` (its lines, a blank one after them). */
export const mailText = ({ greeting, lead, link }: MailFrame, middle: string[]): string =>
  [greeting, '', lead, '', ...middle, `${link.label}: ${link.url}`, '', 'CarZone', ''].join('\n');

/** The HTML part in `language`: the frame around `middle` (markup, ending with a line break). */
export const mailHtml = (language: string, { greeting, lead, link }: MailFrame, middle: string) =>
  `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>CarZone</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
${middle}<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>
<p>CarZone</p>
</body>
</html>
`;

/** Labelled lines as the rows of a presentation table (without the table itself). */
export const detailRowsHtml = (details: [string, string][]): string =>
  details
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML shows it, never as markup: for element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}
