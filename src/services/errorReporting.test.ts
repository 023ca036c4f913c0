import { describe, expect, it } from 'vitest';
import { addErrorSink, reportError } from './errorReporting';

describe('error reporting', () => {
  it('delivers reports to every sink and survives a broken one', () => {
    const received: unknown[] = [];
    const removeBroken = addErrorSink(() => {
      throw new Error('sink down');
    });
    const remove = addErrorSink(({ error }) => received.push(error));
    const error = new Error('boom');
    expect(() => reportError(error, { endpoint: 'getCart' })).not.toThrow();
    expect(received).toEqual([error]);
    remove();
    removeBroken();
  });
});
