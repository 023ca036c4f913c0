import { describe, expect, it } from 'vitest';
import { specificMessage } from './errors';

describe('specificMessage', () => {
  it.each<[string, unknown, string | null]>([
    [
      'a refusal in words',
      { status: 409, data: { message: 'Cancel first.', code: 'x' } },
      'Cancel first.',
    ],
    [
      'a busy server',
      { status: 503, data: { message: 'Busy, try in a moment.' } },
      'Busy, try in a moment.',
    ],
    [
      'the catch-all',
      { status: 500, data: { message: 'Something went wrong.', code: 'internal_error' } },
      null,
    ],
    ['any 500', { status: 500, data: { message: 'Down' } }, null],
    [
      'the catch-all code elsewhere',
      { status: 502, data: { message: 'Oops', code: 'internal_error' } },
      null,
    ],
    ['no message', { status: 409, data: { code: 'x' } }, null],
    ['an empty message', { status: 409, data: { message: ' ' } }, null],
    ['a network failure', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, null],
    ['not an API error', new Error('boom'), null],
  ])('%s', (_case, error, expected) => {
    expect(specificMessage(error)).toBe(expected);
  });
});
