import type { Context } from 'hono';
import type { z } from 'zod';
import { refuseControlsInBody } from './controlCharacters';
import { HttpError, type FieldError } from './errors';

const toFieldErrors = (error: z.ZodError): FieldError[] =>
  error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    message: issue.message,
  }));

/** A 400 with one entry per problem, the shape forms read. */
export const validationError = (errors: FieldError[]) =>
  new HttpError(400, errors[0]?.message ?? 'Invalid request.', 'validation_failed', errors);

/**
 * Parses a JSON body against a schema: unknown fields are dropped, wrong types and malformed
 * JSON are a 400 with field errors, and so is a control character in a field that is kept
 * (./controlCharacters.ts).
 */
export const readBody = async <S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> => {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new HttpError(400, 'The request body must be JSON.', 'invalid_json', [
      { field: 'body', message: 'The request body must be JSON.' },
    ]);
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw validationError(toFieldErrors(result.error));
  refuseControlsInBody(result.data);
  return result.data;
};

/** Parses query parameters against a schema (use z.coerce for numbers). */
export const readQuery = <S extends z.ZodType>(c: Context, schema: S): z.infer<S> => {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw validationError(toFieldErrors(result.error));
  return result.data;
};
