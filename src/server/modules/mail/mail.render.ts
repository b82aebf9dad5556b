import type { Locale } from '~/i18n/locales';

/** An e-mail as words, before it becomes plain text and HTML. Every string is plain text. */
export interface MailContent {
  language: Locale;
  subject: string;
  greeting?: string;
  paragraphs: string[];
  /** Label and value pairs; a value may span lines. */
  facts: [string, string][];
  link?: { label: string; url: string };
  /** Words after the link, before the sign-off. */
  after?: string[];
  signoff: string[];
  footer: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** The plain-text body: what every mail client can show, and what the log shows. */
export function renderText(content: MailContent): string {
  const blocks: string[] = [];
  if (content.greeting) blocks.push(content.greeting);
  blocks.push(...content.paragraphs);
  if (content.facts.length > 0) {
    blocks.push(content.facts.map(([label, value]) => `${label}: ${value.replace(/\r?\n/g, '\n  ')}`).join('\n'));
  }
  if (content.link) blocks.push(`${content.link.label}:\n${content.link.url}`);
  blocks.push(...(content.after ?? []));
  blocks.push(content.signoff.join('\n'));
  blocks.push(`-- \n${content.footer}`);
  return `${blocks.join('\n\n')}\n`;
}

const COLORS = { page: '#f4efe6', card: '#ffffff', ink: '#2d261f', muted: '#6d6257', accent: '#8a4b2a' };

/** A simple HTML body with inline styles (mail clients ignore style sheets); everything escaped. */
export function renderHtml(content: MailContent): string {
  const p = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`;
  const parts: string[] = [];
  if (content.greeting) parts.push(p(escapeHtml(content.greeting)));
  for (const paragraph of content.paragraphs) parts.push(p(multiline(paragraph)));
  if (content.facts.length > 0) {
    const rows = content.facts
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0;color:${COLORS.muted};font-weight:normal">${escapeHtml(label)}</th>` +
          `<td style="padding:4px 0">${multiline(value)}</td></tr>`,
      )
      .join('');
    parts.push(`<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`);
  }
  if (content.link) {
    const { label, url } = content.link;
    parts.push(
      p(
        `<a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:${COLORS.accent};color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a>`,
      ),
      p(escapeHtml(url), `font-size:13px;color:${COLORS.muted};word-break:break-all`),
    );
  }
  for (const paragraph of content.after ?? []) parts.push(p(multiline(paragraph)));
  parts.push(p(content.signoff.map(escapeHtml).join('<br>')));
  parts.push(p(escapeHtml(content.footer), `font-size:12px;color:${COLORS.muted};margin:24px 0 0`));
  return [
    '<!doctype html>',
    `<html lang="${content.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:24px 12px;background:${COLORS.page};color:${COLORS.ink};font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:1.5">`,
    `<div style="max-width:560px;margin:0 auto;background:${COLORS.card};padding:24px">${parts.join('')}</div>`,
    '</body></html>',
  ].join('\n');
}
