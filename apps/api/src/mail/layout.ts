import type { LanguageCode } from '@haat/contracts';
import type { OutgoingMail } from './mailer';

/** The languages the shop writes mail in: those it is read in. */
export type MailLanguage = LanguageCode;

/** A message ready to address: everything the mailer needs but the recipient. */
export type MailContent = Omit<OutgoingMail, 'to'>;

/** Who a message is for: their name, and the language they read the shop in. */
export type Reader = { language: MailLanguage; name: string };

/** A message with a link: what it says before the button (and a table), the button's words, and what it says after. */
export type LinkCopy = {
  subject: string;
  before: string[];
  table?: MailTable;
  button: string;
  after: string[];
};
/** A message with nothing to open. */
export type NoticeCopy = { subject: string; paragraphs: string[] };

/** What frames every message in one language: the shop's name, the greeting, the sign-off. */
type Frame = {
  shopName: string;
  greeting: (name: string) => string;
  linkFallback: string;
  signOff: string[];
  footer: string;
};

const FRAMES: Record<MailLanguage, Frame> = {
  en: {
    shopName: 'Haat',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    linkFallback: 'If the button does not work, copy this link into your browser:',
    signOff: ['Thank you,', 'The Haat team'],
    footer: 'This email was sent automatically by Haat.',
  },
  bn: {
    shopName: 'হাট',
    greeting: (name) => (name ? `প্রিয় ${name},` : 'প্রিয় গ্রাহক,'),
    linkFallback: 'বাটনটি কাজ না করলে নিচের লিংকটি কপি করে আপনার ব্রাউজারে পেস্ট করুন:',
    signOff: ['ধন্যবাদান্তে,', 'হাট টিম'],
    footer: 'এই ইমেইলটি হাট থেকে স্বয়ংক্রিয়ভাবে পাঠানো হয়েছে।',
  },
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place in HTML, between tags or inside a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

// The shop's colours (apps/web/src/styles.css). Mail clients ignore style sheets, so every style is inline.
const COLOURS = {
  brand: '#7a1f35',
  onBrand: '#fdf8f1',
  page: '#f7f1e8',
  card: '#fffdf9',
  ink: '#1f1d1b',
  muted: '#6b645c',
  line: '#e7dfd3',
};
// Only fonts already on the reader's device (no remote resources); the Bengali ones cover বাংলা text.
const FONTS = `'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans Bengali','Nirmala UI','Kohinoor Bangla',sans-serif`;

/** A row of a message's table: what it is, a detail under it, and its amount. */
export type MailRow = { label: string; detail?: string; amount: string };

/** A table of amounts, such as an order's lines, then its totals (the last one stands out). */
export type MailTable = { rows: MailRow[]; totals: MailRow[] };

export type Layout = {
  subject: string;
  before: string[];
  table?: MailTable;
  action?: { label: string; url: string };
  after: string[];
};

/** A row as the text part writes it: "Cotton Panjabi (size L, 2 × ৳1,300.00): ৳2,600.00". */
const rowText = ({ label, detail, amount }: MailRow) => `${label}${detail ? ` (${detail})` : ''}: ${amount}`;

/** The table as the HTML part draws it: a row per line, each amount on the right, the last total bold. */
function tableHtml({ rows, totals }: MailTable): string {
  const cell = 'padding:8px 0;vertical-align:top;';
  const amountCell = `${cell}padding-left:12px;text-align:right;white-space:nowrap;`;
  const line = (row: MailRow, style: string) =>
    [
      `<tr><td style="${cell}${style}">${escapeHtml(row.label)}`,
      row.detail
        ? `<br><span style="font-size:14px;color:${COLOURS.muted};">${escapeHtml(row.detail)}</span>`
        : '',
      `</td><td style="${amountCell}${style}">${escapeHtml(row.amount)}</td></tr>`,
    ].join('');
  return [
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" ',
    'style="margin:0 0 16px;border-collapse:collapse;">',
    ...rows.map((row) => line(row, `border-bottom:1px solid ${COLOURS.line};`)),
    ...totals.map((row, index) =>
      line(row, index === totals.length - 1 ? `font-weight:bold;border-top:2px solid ${COLOURS.line};` : ''),
    ),
    '</table>',
  ].join('');
}

/** The text and HTML parts of one message: greeting, paragraphs, a table, a button, sign-off, footer. */
export function compose(
  { language, name }: Reader,
  { subject, before, table, action, after }: Layout,
): MailContent {
  const copy = FRAMES[language];
  const greeting = copy.greeting(name.trim());

  const text = [
    greeting,
    ...before,
    ...(table ? [table.rows.map(rowText).join('\n'), table.totals.map(rowText).join('\n')] : []),
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...after,
    copy.signOff.join('\n'),
    `-- \n${copy.footer}`,
  ].join('\n\n');

  const paragraph = (content: string) => `<p style="margin:0 0 16px;">${escapeHtml(content)}</p>`;
  const button = action
    ? [
        '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">',
        `<tr><td style="border-radius:6px;background-color:${COLOURS.brand};">`,
        `<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;border-radius:6px;`,
        `background-color:${COLOURS.brand};color:${COLOURS.onBrand};font-weight:bold;text-decoration:none;">`,
        `${escapeHtml(action.label)}</a>`,
        '</td></tr></table>',
        `<p style="margin:0 0 16px;font-size:14px;color:${COLOURS.muted};">${escapeHtml(copy.linkFallback)}<br>`,
        `<a href="${escapeHtml(action.url)}" style="color:${COLOURS.brand};word-break:break-all;">`,
        `${escapeHtml(action.url)}</a></p>`,
      ].join('')
    : '';

  const html = [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background-color:${COLOURS.page};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLOURS.page};">`,
    '<tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" ',
    `style="max-width:560px;background-color:${COLOURS.card};border:1px solid ${COLOURS.line};border-radius:8px;">`,
    `<tr><td style="padding:24px 32px 0;font-family:${FONTS};font-size:22px;font-weight:bold;color:${COLOURS.brand};">`,
    `${escapeHtml(copy.shopName)}</td></tr>`,
    `<tr><td style="padding:16px 32px 16px;font-family:${FONTS};font-size:16px;line-height:1.6;color:${COLOURS.ink};">`,
    paragraph(greeting),
    ...before.map(paragraph),
    table ? tableHtml(table) : '',
    button,
    ...after.map(paragraph),
    `<p style="margin:24px 0 0;">${copy.signOff.map(escapeHtml).join('<br>')}</p>`,
    '</td></tr></table>',
    `<p style="margin:16px 0 0;font-family:${FONTS};font-size:12px;color:${COLOURS.muted};">${escapeHtml(copy.footer)}</p>`,
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');

  return { subject, text, html };
}

export const withLink = ({ button, ...copy }: LinkCopy, url: string): Layout => ({
  ...copy,
  action: { label: button, url },
});

export const notice = (copy: NoticeCopy): Layout => ({
  subject: copy.subject,
  before: copy.paragraphs,
  after: [],
});
