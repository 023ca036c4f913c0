/**
 * What a log line may say about an error: its name, a code (PostgreSQL's SQLSTATE, Node's
 * `ECONNREFUSED`, a provider's), the constraint a row broke, the failed query's text with its
 * `$1` placeholders, and where it was thrown. Never its message: drizzle's reads "Failed query:
 * … params: …" with the values (e-mails, names, addresses), and PostgreSQL's quotes the value it
 * refused (`invalid input syntax for type integer: "…"`).
 */
export type ErrorSummary = {
  error: string;
  code?: string;
  constraint?: string;
  query?: string;
  at?: string[];
};

/** How many stack frames a line keeps: enough to find the line that threw. */
const FRAMES = 8;

const stringField = (value: object, key: string) => {
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
};

/** The error's name; drizzle's query error keeps `Error` as its name, its class says more. */
const nameOf = (error: Error) =>
  error.name === 'Error' && error.constructor.name !== 'Error'
    ? error.constructor.name
    : error.name;

/** The stack's frames, without the message it starts with (which may span several lines). */
const framesOf = (error: Error) => {
  const head = String(error);
  const stack = error.stack ?? '';
  if (!stack.startsWith(head)) return [];
  return stack
    .slice(head.length)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, FRAMES);
};

export const errorSummary = (error: unknown): ErrorSummary => {
  if (!(error instanceof Error)) return { error: typeof error };
  const summary: ErrorSummary = { error: nameOf(error) };
  // The query text is drizzle's; the code and constraint are on it or on the errors it wraps.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    summary.code ??= stringField(current, 'code');
    summary.constraint ??= stringField(current, 'constraint');
    summary.query ??= stringField(current, 'query');
    current = 'cause' in current ? current.cause : null;
  }
  const at = framesOf(error);
  if (at.length) summary.at = at;
  return summary;
};
