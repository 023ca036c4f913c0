import { messages, PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPgliteWorker, type PgliteWorkerClient } from './pgliteWorkerClient';

/** What drizzle-orm/pglite passes with every query: dates, times and their arrays as text. */
const asText = (value: string) => value;
const drizzleOptions = (rowMode: 'array' | 'object'): QueryOptions => ({
  rowMode,
  parsers: Object.fromEntries(
    [
      types.TIMESTAMP,
      types.TIMESTAMPTZ,
      types.INTERVAL,
      types.DATE,
      1231,
      1115,
      1185,
      1187,
      1182,
    ].map((oid) => [oid, asText]),
  ),
});

const everyType = `select
  'text'::text as text, 42::int4 as int4, 12::int8 as int8, 9007199254740993::int8 as big,
  1.5::float8 as float8, '12.50'::numeric as numeric, true as bool, null::text as nothing,
  '{"a":[1,"b"]}'::json as json, '{"b":2}'::jsonb as jsonb, '\\x00ff10'::bytea as bytes,
  '2024-05-06 07:08:09.123'::timestamp as timestamp,
  '2024-05-06 07:08:09.123+02'::timestamptz as timestamptz, '2024-05-06'::date as date,
  '1 day 2 hours'::interval as interval, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid as uuid,
  array['a', 'b"c', null] as texts, array[1, 2] as ints, array[1.25, 2]::numeric[] as numerics,
  array['2024-05-06 07:08:09+00']::timestamptz[] as times, array['\\x01'::bytea] as byteas`;

// PGlite's own tests: once, in the server project (not again in server-postgres).
describe.runIf(inject('testDatabase').kind === 'pglite')('PGlite in a worker thread', () => {
  let client: PgliteWorkerClient;
  let local: PGlite;

  beforeAll(async () => {
    client = await startPgliteWorker({});
    await client.exec(`create table things (id int primary key, name text unique not null,
      bytes bytea, tags text[], data jsonb, at timestamptz)`);
    // The same database in this thread, for comparison: PGlite as the server ran it before.
    local = await PGlite.create({ loadDataDir: await client.dumpDataDir('none') });
  });

  afterAll(async () => {
    await client?.close();
    await local?.close();
  });

  it('answers every value type as PGlite in this thread does, in both row modes', async () => {
    for (const options of [drizzleOptions('object'), drizzleOptions('array'), undefined]) {
      const [fromWorker, inThread] = await Promise.all([
        client.query(everyType, [], options),
        local.query(everyType, [], options),
      ]);
      expect(fromWorker.rows).toEqual(inThread.rows);
      expect(fromWorker.fields).toEqual(inThread.fields);
    }
    const { rows } = await client.query<Record<string, unknown>>(everyType);
    expect(rows[0]!.bytes).toBeInstanceOf(Uint8Array);
    expect(rows[0]!.big).toBe(9007199254740993n);
    expect(rows[0]!.timestamptz).toBeInstanceOf(Date);
  });

  it('calls the parsers it is given in this thread, with the type of the column', async () => {
    const seen: [string, number | undefined][] = [];
    const { rows } = await client.query<[string, string]>(
      `select '2024-05-06'::date, 'x'::text, null::date`,
      [],
      {
        rowMode: 'array',
        parsers: {
          [types.DATE]: (value: string, oid?: number) => {
            seen.push([value, oid]);
            return `day ${value}`;
          },
        },
      },
    );
    expect(rows).toEqual([['day 2024-05-06', 'x', null]]);
    expect(seen).toEqual([['2024-05-06', types.DATE]]);
  });

  it('sends parameters of every kind as PGlite in this thread does', async () => {
    const bytes = Buffer.from([0, 1, 2, 250]);
    const at = new Date('2024-01-02T03:04:05.678Z');
    const params = [1, 'one', bytes, ['x', 'y'], { nested: { list: [1, 2] } }, at];
    const insert = `insert into things (id, name, bytes, tags, data, at)
      values ($1, $2, $3, $4, $5, $6) returning *`;
    const [fromWorker, inThread] = await Promise.all([
      client.query(insert, params),
      local.query(insert, params),
    ]);
    expect(fromWorker.rows).toEqual(inThread.rows);
    expect(fromWorker.affectedRows).toBe(1);
    expect(fromWorker.rows[0]).toMatchObject({ bytes: new Uint8Array([0, 1, 2, 250]), at });
    // The caller's buffer is copied, not moved to the worker.
    expect([...bytes]).toEqual([0, 1, 2, 250]);
  });

  it('moves a large binary value back whole', async () => {
    const big = new Uint8Array(1024 * 1024).map((_, index) => index % 251);
    await client.query(`insert into things (id, name, bytes) values (2, 'big', $1)`, [big]);
    const { rows } = await client.query<{ bytes: Uint8Array }>(
      `select bytes from things where id = 2`,
    );
    expect(rows[0]!.bytes.byteLength).toBe(big.byteLength);
    expect(Buffer.compare(rows[0]!.bytes, big)).toBe(0);
  });

  it('runs several statements with exec', async () => {
    const results = await client.exec(`select 1 as one; select 'two' as two`);
    expect(results.map((result) => result.rows)).toEqual([[{ one: 1 }], [{ two: 'two' }]]);
  });

  it('keeps the PostgreSQL fields of an error: code, constraint, detail', async () => {
    const error = await client
      .query(`insert into things (id, name) values (10, 'one')`)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'things_name_key',
      detail: 'Key (name)=(one) already exists.',
      table: 'things',
      severity: 'ERROR',
    });
    expect((error as Error).message).toBe(
      'duplicate key value violates unique constraint "things_name_key"',
    );
    // The session goes on after it.
    expect((await client.query(`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });

  it('runs its named statements in the worker (the statement cache)', async () => {
    await client.query(`select name from things where id = $1`, [1]);
    const { rows } = await client.query<{ statement: string }>(
      `select statement from pg_prepared_statements where statement like 'select name from%'`,
    );
    expect(rows).toEqual([{ statement: 'select name from things where id = $1' }]);
  });

  describe('transactions', () => {
    const names = async () =>
      (await client.query<{ name: string }>(`select name from things order by id`)).rows.map(
        (row) => row.name,
      );

    it('commit what the callback wrote and return its result', async () => {
      const result = await client.transaction(async (tx) => {
        await tx.query(`insert into things (id, name) values (3, 'three')`);
        await tx.exec(`insert into things (id, name) values (4, 'four')`);
        return (await tx.query<{ n: number }>(`select count(*)::int as n from things`)).rows[0];
      });
      expect(result).toEqual({ n: 4 });
      expect(await names()).toEqual(['one', 'big', 'three', 'four']);
    });

    it('roll back when the callback throws, and reject with its error', async () => {
      const thrown = new Error('changed my mind');
      await expect(
        client.transaction(async (tx) => {
          await tx.query(`insert into things (id, name) values (5, 'five')`);
          throw thrown;
        }),
      ).rejects.toBe(thrown);
      await expect(
        client.transaction(async (tx) => {
          await tx.query(`insert into things (id, name) values (5, 'five')`);
          await tx.rollback();
          expect(tx.closed).toBe(true);
        }),
      ).resolves.toBeUndefined();
      expect(await names()).toEqual(['one', 'big', 'three', 'four']);
    });

    it('reject a failed statement with its code, and the transaction is rolled back', async () => {
      let inside: unknown;
      const outcome = await client
        .transaction(async (tx) => {
          await tx.query(`insert into things (id, name) values (6, 'six')`);
          inside = await tx
            .query(`insert into things (id, name) values (7, 'six')`)
            .catch((error: unknown) => error);
          throw inside;
        })
        .catch((error: unknown) => error);
      expect(inside).toMatchObject({ code: '23505', constraint: 'things_name_key' });
      expect(outcome).toBe(inside);
      expect(await names()).not.toContain('six');
    });

    it('hold other queries until they end; those then see what was committed', async () => {
      const order: string[] = [];
      let began!: () => void;
      const hasBegun = new Promise<void>((resolve) => (began = resolve));
      let finish!: () => void;
      const mayFinish = new Promise<void>((resolve) => (finish = resolve));
      const transaction = client.transaction(async (tx) => {
        await tx.query(`insert into things (id, name) values (8, 'eight')`);
        began();
        await mayFinish;
        await tx.query(`update things set name = 'eight!' where id = 8`);
        order.push('transaction done');
      });
      await hasBegun;
      // Another request's query, while the transaction is open.
      const outside = names().then((seen) => {
        order.push('outside answered');
        return seen;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      finish();
      await transaction;
      expect(await outside).toContain('eight!');
      expect(order).toEqual(['transaction done', 'outside answered']);
    });

    it('refuse a query on the client from inside their callback: it would wait for itself', async () => {
      const answer = await client.transaction(async (tx) => {
        await expect(client.query('select 1')).rejects.toThrow(/use the transaction \(tx\)/);
        await expect(client.transaction(() => Promise.resolve())).rejects.toThrow(/use the/);
        return (await tx.query<{ one: number }>('select 1 as one')).rows;
      });
      expect(answer).toEqual([{ one: 1 }]);
    });

    it('nest as savepoints through drizzle', async () => {
      const db = drizzle(client as unknown as PGlite);
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into things (id, name) values (9, 'nine')`);
        await tx
          .transaction(async (inner) => {
            await inner.execute(sql`insert into things (id, name) values (11, 'eleven')`);
            throw new Error('undo the inner one');
          })
          .catch(() => {});
      });
      expect(await names()).toContain('nine');
      expect(await names()).not.toContain('eleven');
    });

    it('refuse queries once they have ended', async () => {
      let kept: Parameters<Parameters<PgliteWorkerClient['transaction']>[0]>[0] | undefined;
      await client.transaction((tx) => {
        kept = tx;
        return Promise.resolve();
      });
      await expect(kept!.query('select 1')).rejects.toThrow('Transaction is closed');
    });
  });

  describe('a worker that ends', () => {
    it('refuses to start, with the reason, when its database cannot open', async () => {
      const error = await startPgliteWorker({ loadDataDir: new Blob(['not a tar'.repeat(99)]) })
        .then(() => null)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).cause).toMatchObject({ message: 'incorrect header check' });
    });

    it('closes cleanly, and then refuses queries instead of hanging', async () => {
      const other = await startPgliteWorker({ loadDataDir: await client.dumpDataDir('none') });
      await other.close();
      await expect(other.query('select 1')).rejects.toThrow(/closed/i);
    });

    it('rejects what was waiting on it when it stops', async () => {
      const other = await startPgliteWorker({ loadDataDir: await client.dumpDataDir('none') });
      const slow = other.query(`select count(*) from generate_series(1, 20000000)`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await other.worker.terminate();
      await expect(slow).rejects.toThrow(/PGlite worker stopped/);
      await expect(other.query('select 1')).rejects.toThrow(/PGlite worker stopped/);
    });
  });

  it('copies its data directory into another worker', async () => {
    const copy = await startPgliteWorker({ loadDataDir: await client.dumpDataDir('none') });
    try {
      expect((await copy.query(`select name from things where id = 1`)).rows).toEqual([
        { name: 'one' },
      ]);
    } finally {
      await copy.close();
    }
  });
});
