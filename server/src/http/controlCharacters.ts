import type { MiddlewareHandler } from 'hono';
import { HttpError, type FieldError } from './errors';

/**
 * C0 control characters and DEL. Text a shopper types never holds them, PostgreSQL refuses a NUL
 * in text outright (which would be a 500), and the others hide text from whoever reads it later.
 * Tab, line feed and carriage return are allowed in JSON bodies, where a review or a message
 * spans lines; never in a URL. (Compared by code, not by a regular expression of controls.)
 */
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

const hasControl = (text: string, lineBreaksAllowed: boolean) => {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0x20 && code !== 0x7f) continue;
    if (lineBreaksAllowed && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) {
      continue;
    }
    return true;
  }
  return false;
};
const controlInText = (text: string) => hasControl(text, true);
const controlInUrl = (text: string) => hasControl(text, false);

const MESSAGE = 'Remove the control characters (such as a NUL byte) from this text.';

const refused = (errors: FieldError[]) =>
  new HttpError(400, errors[0]?.message ?? MESSAGE, 'control_characters', errors);

/** The dotted paths of the strings (keys included) under `value` that hold a control character. */
const fieldsWithControls = (value: unknown, path: string[] = []): string[] => {
  if (typeof value === 'string') return controlInText(value) ? [path.join('.') || 'body'] : [];
  if (Array.isArray(value))
    return value.flatMap((item, i) => fieldsWithControls(item, [...path, `${i}`]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      controlInText(key) ? [[...path, key].join('.')] : fieldsWithControls(item, [...path, key]),
    );
  }
  return [];
};

/** A 400 with a field error per string in a parsed JSON body that holds a control character. */
export const refuseControlsInBody = (body: unknown) => {
  const fields = fieldsWithControls(body);
  if (fields.length) throw refused(fields.map((field) => ({ field, message: MESSAGE })));
};

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Refuses a request whose path segments or query (keys or values, decoded) hold a control
 * character: a 400 naming the query parameter, before any route reads them. A control character
 * can only arrive percent-encoded, so URLs without a `%` pass at once.
 */
export const refuseControlCharacters: MiddlewareHandler = async (c, next) => {
  const raw = c.req.url;
  if (raw.includes('%')) {
    const url = new URL(raw);
    if (url.pathname.split('/').some((segment) => controlInUrl(decoded(segment)))) {
      throw refused([{ field: 'path', message: 'The address holds control characters.' }]);
    }
    const fields = [...url.searchParams]
      .filter(([key, value]) => controlInUrl(key) || controlInUrl(value))
      .map(([key]) => ({ field: key, message: MESSAGE }));
    if (fields.length) throw refused(fields);
  }
  await next();
};
