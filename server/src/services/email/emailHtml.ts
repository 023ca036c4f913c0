/**
 * The HTML of our e-mails: one table-based, inline-styled layout that mail clients render alike
 * and that reads without images. Every value a shopper typed (names, gift messages, addresses)
 * goes through `escapeHtml`; the helpers below escape what they are given, so a template never
 * writes raw text into markup.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** Markup built by these helpers: already escaped, safe to place as is. */
export type Html = { readonly html: string };

const markup = (html: string): Html => ({ html });

/** Text or markup made here, as markup: text is escaped. */
const toHtml = (part: string | Html) => (typeof part === 'string' ? escapeHtml(part) : part.html);

/** Parts joined into one piece of markup, each string escaped. */
export const join = (...parts: (string | Html)[]): Html => markup(parts.map(toHtml).join(''));

export const strong = (text: string): Html => markup(`<strong>${escapeHtml(text)}</strong>`);

const TEXT_STYLE = 'margin:0 0 16px;font-size:16px;line-height:24px;color:#1f1f1f;';

export const paragraph = (...parts: (string | Html)[]): Html =>
  markup(`<p style="${TEXT_STYLE}">${parts.map(toHtml).join('')}</p>`);

/** Text as typed (a gift message): escaped, its line breaks kept, set apart as a quote. */
export const quote = (text: string): Html =>
  markup(
    `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #b8860b;` +
      `background:#faf6ee;font-size:16px;line-height:24px;color:#1f1f1f;white-space:pre-wrap;">` +
      `${escapeHtml(text).replace(/\r?\n/g, '<br>')}</blockquote>`,
  );

/** A code to type (a gift code): large, monospaced, easy to copy. */
export const code = (text: string): Html =>
  markup(
    `<p style="margin:0 0 16px;padding:12px 16px;background:#f3f3f3;font-family:Menlo,Consolas,` +
      `monospace;font-size:18px;letter-spacing:1px;white-space:nowrap;text-align:center;color:#1f1f1f;">` +
      `${escapeHtml(text)}</p>`,
  );

/** A link as a button (a bulletproof, table-cell button), followed by its address in text. */
export const button = (label: string, href: string): Html =>
  markup(
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">` +
      `<tr><td style="border-radius:4px;background:#1f1f1f;">` +
      `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;font-size:16px;` +
      `font-weight:bold;color:#ffffff;text-decoration:none;border-radius:4px;">${escapeHtml(label)}</a>` +
      `</td></tr></table>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#555555;word-break:break-all;">` +
      `Or open this address: <a href="${escapeHtml(href)}" style="color:#1f1f1f;">${escapeHtml(href)}</a></p>`,
  );

export const link = (label: string, href: string): Html =>
  markup(`<a href="${escapeHtml(href)}" style="color:#1f1f1f;">${escapeHtml(label)}</a>`);

/**
 * A whole e-mail: the product's name as its header, the content, and a footer. `lang="en"`, a
 * title, and presentation tables, so screen readers read it as the text it is.
 */
export const emailDocument = (input: {
  productName: string;
  siteUrl: string;
  title: string;
  body: Html[];
}) => {
  const product = escapeHtml(input.productName);
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(input.title)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f6f6f6;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" ` +
    `style="background:#f6f6f6;"><tr><td align="center" style="padding:24px 12px;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" ` +
    `style="max-width:560px;background:#ffffff;border-radius:6px;font-family:Helvetica,Arial,sans-serif;">` +
    `<tr><td style="padding:24px 32px 8px;font-size:22px;font-weight:bold;color:#1f1f1f;">${product}</td></tr>` +
    `<tr><td style="padding:16px 32px 8px;">${input.body.map((part) => part.html).join('')}</td></tr>` +
    `<tr><td style="padding:16px 32px 24px;border-top:1px solid #eeeeee;font-size:13px;` +
    `line-height:20px;color:#555555;">${product} · ` +
    `<a href="${escapeHtml(input.siteUrl)}/app" style="color:#555555;">${escapeHtml(input.siteUrl)}</a>` +
    `</td></tr></table></td></tr></table></body></html>`
  );
};
