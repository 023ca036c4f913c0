import { describe, expect, it } from 'vitest';
import { splitServerErrors } from './serverErrors';

const fields = { email: 'email', name: 'fullName', last_name: 'fullName' } as const;
const fallback = 'Try again.';

describe('splitServerErrors', () => {
  it('puts field errors under the form fields they map to, one message per field', () => {
    const error = {
      status: 400,
      data: {
        message: 'Invalid input',
        errors: [
          { field: 'email', message: 'Taken' },
          { field: 'name', message: 'Too short' },
          { field: 'last_name', message: 'Also too short' },
        ],
      },
    };
    expect(splitServerErrors(error, fields, fallback)).toEqual({
      fields: [
        ['email', 'Taken'],
        ['fullName', 'Too short'],
      ],
      formMessage: null,
    });
  });

  it('turns a field the form does not have into a form-level message', () => {
    const error = {
      status: 400,
      data: { errors: [{ field: 'phone', message: 'Odd field' }] },
    };
    expect(splitServerErrors(error, fields, fallback)).toEqual({
      fields: [],
      formMessage: 'Odd field',
    });
  });

  it("uses the server's message, else the fallback, when there are no field errors", () => {
    const tooMany = { status: 429, data: { message: 'Too many sign-in attempts.' } };
    expect(splitServerErrors(tooMany, fields, fallback).formMessage).toBe(
      'Too many sign-in attempts.',
    );
    const offline = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    expect(splitServerErrors(offline, fields, fallback).formMessage).toBe(fallback);
    expect(splitServerErrors(new Error('boom'), fields, fallback).formMessage).toBe(fallback);
  });
});
