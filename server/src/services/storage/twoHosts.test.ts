import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownItemBody } from '../../testing/closetFixtures';
import { PLAIN_JPEG } from '../../testing/pictureFixtures';
import { createDatabase, databaseUrl, dropDatabase } from '../../testing/postgresDatabases';
import { postgresServerUrl } from '../../testing/postgresServerUrl';
import { startS3Bucket, type S3Bucket } from '../../testing/s3Bucket';
import { freePort, startServerProcess } from '../../testing/serverProcess';

const serverUrl = postgresServerUrl(
  'the two-host picture test (two server processes on one PostgreSQL and one S3 bucket)',
);
const skipped = serverUrl ? '' : ' (skipped here: it needs the server-postgres pass)';

type Host = { server: ReturnType<typeof startServerProcess>; url: string };

describe.skipIf(!serverUrl)(`two hosts on one PostgreSQL and one S3 bucket${skipped}`, () => {
  const databaseName = `lookwright_hosts_${randomBytes(4).toString('hex')}`;
  let dbUrl = '';
  let bucket: S3Bucket;
  const hosts: Host[] = [];

  /** A server process of its own, with its own (empty) data folder: another machine. */
  const startHost = async () => {
    const port = await freePort();
    const server = startServerProcess({
      DATABASE_URL: dbUrl,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'lookwright-host-')),
      ...bucket.env,
    });
    hosts.push({ server, url: `http://127.0.0.1:${port}` });
    await server.waitForLogs((line) => line.event === 'server.listening', { timeoutMs: 150_000 });
    return `http://127.0.0.1:${port}`;
  };

  let first = '';
  let second = '';
  beforeAll(async () => {
    bucket = await startS3Bucket();
    await createDatabase(serverUrl!, databaseName);
    dbUrl = databaseUrl(serverUrl!, databaseName);
    // One after the other: the first migrates and seeds, the second finds it done.
    first = await startHost();
    second = await startHost();
  }, 320_000);

  afterAll(async () => {
    for (const { server } of hosts)
      if (server.child.exitCode === null) server.signalGroup('SIGKILL');
    await Promise.all(hosts.map(({ server }) => server.exited));
    if (dbUrl) await dropDatabase(serverUrl!, databaseName);
    await bucket?.close();
  });

  const json = (method: string, body: unknown, token?: string): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });

  it('serves through one host a picture uploaded through the other, and deletes it for both', async () => {
    const signUp = await fetch(
      `${first}/gateway/signup/email`,
      json('POST', {
        email: `two-hosts-${Date.now()}@example.com`,
        full_name: 'Ada Lovelace',
        password: 'secret123',
        client: 'web',
      }),
    );
    expect(signUp.status).toBe(200);
    const { token } = (await signUp.json()) as { token: string };

    const added = await fetch(`${first}/gateway/proxy/item`, json('POST', ownItemBody(), token));
    expect(added.status).toBe(201);
    const item = (await added.json()) as { id: string; picture: string };
    const id = /^\/media\/u\/([A-Za-z0-9_-]{43})\./.exec(item.picture)![1]!;
    expect(await bucket.keys()).toContain(`uploads/${id}`);

    const served = await fetch(`${second}${item.picture}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PLAIN_JPEG)).toBe(true);

    const removed = await fetch(`${second}/gateway/proxy/item/${item.id}`, {
      method: 'DELETE',
      headers: { token },
    });
    expect(removed.status).toBe(200);
    expect((await fetch(`${first}${item.picture}`)).status).toBe(404);
    expect((await bucket.keys()).filter((key) => key.includes(id))).toEqual([]);
  });
});
