import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../env';
import { postgresServerUrl } from '../testing/postgresServerUrl';
import { createTestApp, type TestApp } from '../testing/testApp';
import { openDatabase } from './client';
import { isDatabaseTimeout } from './isDatabaseTimeout';

const pgError = (code: string, message = 'from PostgreSQL') =>
  Object.assign(new Error(message), { code });

/** A query that failed in PostgreSQL, as drizzle throws it. */
const failedQuery = (cause: Error) => new DrizzleQueryError('select $1', ['ada'], cause);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/test/db-error/:code', (c) => {
    throw failedQuery(pgError(c.req.param('code')));
  });
  // On PostgreSQL, a statement that outlives its time-out (PGlite has no statement_timeout).
  t.app.get('/test/slow-query', async (c) => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 50`);
      await tx.execute(sql`select pg_sleep(1)`);
    });
    return c.text('unreachable');
  });
});
afterAll(() => t.close());

describe('PostgreSQL time-outs', () => {
  it('default to 5 s to connect, 15 s a statement and 30 s idle in a transaction', () => {
    expect(readServerConfig({}).databaseTimeouts).toEqual({
      connectMs: 5_000,
      statementMs: 15_000,
      idleInTransactionMs: 30_000,
    });
    expect(
      readServerConfig({
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        DATABASE_STATEMENT_TIMEOUT_MS: '60000',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 'never',
      }).databaseTimeouts,
    ).toEqual({ connectMs: 1_000, statementMs: 60_000, idleInTransactionMs: 30_000 });
  });

  it('are told apart from other database errors, wrapped or not', () => {
    for (const error of [
      failedQuery(pgError('57014', 'canceling statement due to statement timeout')),
      pgError('25P03', 'terminating connection due to idle-in-transaction timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated due to connection timeout'),
    ]) {
      expect(isDatabaseTimeout(error)).toBe(true);
    }
    for (const error of [failedQuery(pgError('23505')), new Error('boom'), 'text']) {
      expect(isDatabaseTimeout(error)).toBe(false);
    }
  });

  it('answer 503 with Retry-After and a clear message, not 500', async () => {
    for (const code of ['57014', '25P03']) {
      const response = await t.app.request(`/test/db-error/${code}`);
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.json()).toEqual({
        code: 'database_busy',
        message: expect.stringMatching(/busy.*try again/i) as unknown,
      });
    }
    expect((await t.app.request('/test/db-error/23505')).status).toBe(500);
  });
});

const serverUrl = postgresServerUrl('the PostgreSQL time-out tests');

describe.skipIf(!serverUrl)('PostgreSQL time-outs on a real server', () => {
  it('are set on every connection of the pool', async () => {
    const answer: unknown = await t.db.execute(
      sql`select current_setting('statement_timeout') as statement,
                 current_setting('idle_in_transaction_session_timeout') as idle`,
    );
    expect((answer as { rows: { statement: string; idle: string }[] }).rows[0]).toEqual({
      statement: '15s',
      idle: '30s',
    });
  });

  it('turn a statement that runs too long into a 503', async () => {
    const response = await t.app.request('/test/slow-query');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
  });

  it('give up waiting for a connection from a full pool', async () => {
    const pool = await openDatabase({
      kind: 'postgres',
      url: serverUrl!,
      migrate: false,
      poolSize: 1,
      timeouts: { connectMs: 100, statementMs: 5_000, idleInTransactionMs: 5_000 },
    });
    try {
      // drizzle's queries start when awaited: `then` starts this one first.
      const holding = pool.db.execute(sql`select pg_sleep(0.5)`).then(() => 'held');
      const waiting = pool.db.execute(sql`select 1`).catch((error: unknown) => error);
      expect(isDatabaseTimeout(await waiting)).toBe(true);
      expect(await holding).toBe('held');
    } finally {
      await pool.close();
    }
  });
});
