import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, databaseUrl, dropDatabase } from '../testing/postgresDatabases';
import { postgresServerUrl } from '../testing/postgresServerUrl';
import { freePort, startServerProcess } from '../testing/serverProcess';
import { StickyClient } from '../testing/stickyClient';

const serverUrl = postgresServerUrl('the two-worker tests (rate limits and chat across workers)');
const skipped = serverUrl ? '' : ' (skipped here: they need the server-postgres pass)';

describe('WORKERS=2 without DATABASE_URL', () => {
  it('is refused with a clear message: PGlite lives inside one process', async () => {
    const server = startServerProcess({ WORKERS: '2', PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('WORKERS=2 needs a PostgreSQL server: set DATABASE_URL');
  });
});

type Server = ReturnType<typeof startServerProcess>;
type Shopper = { token: string; user_uuid: string };

/** Connections until one is held by each of the two workers. */
const clientsOnBothWorkers = async (port: number) => {
  const byWorker = new Map<number, StickyClient>();
  for (let attempt = 0; attempt < 20 && byWorker.size < 2; attempt += 1) {
    const client = new StickyClient(port);
    const worker = await client.worker();
    if (worker === null || byWorker.has(worker)) client.close();
    else byWorker.set(worker, client);
  }
  const [one, two] = [...byWorker.values()];
  if (!one || !two) throw new Error('Could not reach two different workers');
  return [one, two] as const;
};

describe.skipIf(!serverUrl)(`two workers on one PostgreSQL${skipped}`, () => {
  const databaseName = `lookwright_workers_${randomBytes(4).toString('hex')}`;
  let dbUrl = '';
  let server: Server;
  let port: number;
  let a: StickyClient;
  let b: StickyClient;
  let shopper: Shopper;
  let channelSid: string;

  beforeAll(async () => {
    await createDatabase(serverUrl!, databaseName);
    dbUrl = databaseUrl(serverUrl!, databaseName);
    port = await freePort();
    server = startServerProcess({ DATABASE_URL: dbUrl, WORKERS: '2', PORT: String(port) });
    await server.waitForLogs((line) => line.event === 'server.listening', {
      count: 2,
      timeoutMs: 150_000,
    });
    [a, b] = await clientsOnBothWorkers(port);

    const email = `two-workers-${Date.now()}@example.com`;
    const signUp = await a.request('POST', '/gateway/signup/email', {
      email,
      full_name: 'Ada Lovelace',
      password: 'secret123',
      client: 'web',
    });
    shopper = signUp.json<Shopper>();
    const sql = new pg.Client({ connectionString: dbUrl });
    await sql.connect();
    const stylist = await sql.query<{ id: string }>(
      'select id from stylists where is_active order by id limit 1',
    );
    await sql.end();
    const channel = await b.request(
      'POST',
      '/gateway/twilio/channel',
      { client_uuid: shopper.user_uuid, stylist_uuid: stylist.rows[0]!.id },
      shopper.token,
    );
    channelSid = channel.json<{ sid: string }>().sid;
  }, 180_000);

  afterAll(async () => {
    a?.close();
    b?.close();
    if (server && server.child.exitCode === null) server.signalGroup('SIGKILL');
    if (dbUrl) await dropDatabase(serverUrl!, databaseName);
  });

  it('migrated and seeded the database once, in the primary, before the workers started', () => {
    const events = server.logs.map((line) => line.event);
    expect(events.filter((event) => event === 'db.seeded')).toHaveLength(1);
    expect(events.indexOf('db.seeded')).toBeLessThan(events.indexOf('worker.started'));
  });

  it('counts failed sign-ins on both workers toward one per-account limit', async () => {
    const email = `limits-${Date.now()}@example.com`;
    const password = 'secret123';
    await a.request('POST', '/gateway/signup/email', {
      email,
      full_name: 'Grace Hopper',
      password,
      client: 'web',
    });
    const signIn = (client: StickyClient, guess: string) =>
      client.request('PUT', '/gateway/login/email', { email, password: guess, client: 'web' });
    const failures: number[] = [];
    for (const client of [a, b, a, b, a])
      failures.push((await signIn(client, 'wrong-guess')).status);
    expect(failures).toEqual([400, 400, 400, 400, 400]);
    // Three failures on one worker and two on the other: each alone would be under the limit.
    expect((await signIn(b, password)).status).toBe(429);
    expect((await signIn(a, password)).status).toBe(429);
    expect([a.connections, b.connections]).toEqual([1, 1]);
  });

  it('ends a signed-out token on the other worker too, though that worker had kept it', async () => {
    const email = `sign-out-${Date.now()}@example.com`;
    const signUp = await a.request('POST', '/gateway/signup/email', {
      email,
      full_name: 'Mary Somerville',
      password: 'secret123',
      client: 'web',
    });
    const { token, user_uuid } = signUp.json<Shopper>();
    const me = (client: StickyClient) =>
      client.request('GET', `/gateway/proxy/user/${user_uuid}`, undefined, token);
    expect([(await me(a)).status, (await me(b)).status]).toEqual([200, 200]);

    expect((await a.request('DELETE', '/gateway/login/token', undefined, token)).status).toBe(204);
    expect((await me(a)).status).toBe(401);
    // The other worker hears of it through LISTEN/NOTIFY: within moments, not after its TTL.
    const deadline = Date.now() + 2_000;
    let status = (await me(b)).status;
    while (status !== 401 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await me(b)).status;
    }
    expect(status).toBe(401);
    expect([a.connections, b.connections]).toEqual([1, 1]);
  });

  it('delivers a chat message sent through one worker to a stream held by the other', async () => {
    const stream = await a.stream(`/gateway/chat/channels/${channelSid}/stream`, shopper.token);
    expect(stream.status).toBe(200);
    await stream.waitFor('event: ready');
    const sent = await b.request(
      'POST',
      `/gateway/chat/channels/${channelSid}/messages`,
      { content: 'Sent through the other worker' },
      shopper.token,
    );
    expect(sent.status).toBe(201);
    await stream.waitFor('Sent through the other worker');
    expect(stream.received()).toContain(`id: ${sent.json<{ sid: string }>().sid}`);
    expect([a.connections, b.connections]).toEqual([1, 1]);
    stream.close();
  });

  it('replaces a worker that dies', async () => {
    const workerOfB = await b.worker();
    const started = server.logs.find(
      (line) => line.event === 'worker.started' && line.worker === workerOfB,
    );
    process.kill(started!.pid as number, 'SIGKILL');
    await server.waitForLogs((line) => line.event === 'worker.exited' && line.worker === workerOfB);
    await server.waitForLogs((line) => line.event === 'server.listening', { count: 3 });
    const workers = new Set<number | null>();
    for (let probe = 0; probe < 6; probe += 1) {
      const client = new StickyClient(port);
      workers.add(await client.worker());
      client.close();
    }
    expect(workers.has(workerOfB)).toBe(false);
    expect(workers.size).toBe(2);
  });

  it('on SIGTERM ends the open streams, lets the workers finish and exits 0', async () => {
    const client = new StickyClient(port);
    const stream = await client.stream(
      `/gateway/chat/channels/${channelSid}/stream`,
      shopper.token,
    );
    await stream.waitFor('event: ready');
    // To the whole group, as Ctrl-C or a supervisor does: every process gets it, the workers
    // once directly and once more through the primary.
    server.signalGroup('SIGTERM');
    await stream.waitFor('event: closing');
    await stream.ended;
    expect(await server.exited).toBe(0);
    const stopped = server.logs.filter((line) => line.event === 'worker.exited');
    expect(stopped.slice(-2).map((line) => line.code)).toEqual([0, 0]);
    client.close();
  }, 30_000);
});
