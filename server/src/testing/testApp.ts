import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppOverrides } from '../app';
import { readServerConfig, type ServerConfig } from '../env';
import { createTestDb } from './testDatabase';
import { InMemoryEventBus } from '../events/eventBus';

/** A tiny built SPA for the static-file tests. */
const fixtureDist = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lookwright-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><title>App</title>` +
      `<script type="module" crossorigin src="/app/assets/index-abc123.js"></script></head><body>` +
      `<div id="root"><div class="boot-header"></div><!-- /root --></div>` +
      `${'<p>shell</p>'.repeat(200)}</body></html>`,
  );
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite', 'prerendered.json'),
    JSON.stringify({
      '/pricing': {
        markup: '<main><h1>Find Your Perfect Plan</h1></main>',
        styles: '<style data-styled="true">.a{color:red}</style>',
      },
    }),
  );
  writeFileSync(
    join(dir, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  return dir;
};

export const testConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  ...readServerConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' }),
  distDir: fixtureDist(),
  ...overrides,
});

/**
 * The app on a fresh database, with its log lines collected and its event bus (`events`: a test
 * that writes to the catalogue directly announces it there, as a writing route does).
 */
export const createTestApp = async (
  overrides: Partial<ServerConfig> = {},
  appOverrides: AppOverrides = {},
) => {
  const database = await createTestDb();
  const config = testConfig(overrides);
  const logs: Record<string, unknown>[] = [];
  const events = appOverrides.events ?? new InMemoryEventBus();
  const app = createApp(
    { db: database.db, config, log: (entry) => logs.push(entry) },
    { ...appOverrides, events },
  );
  return { app, db: database.db, config, logs, events, close: database.close };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A JSON request, with the token header when given. */
export const send = (method: string, body?: unknown, token?: string): RequestInit => ({
  method,
  headers: {
    'content-type': 'application/json',
    ...(token ? { token } : {}),
  },
  body: body === undefined ? undefined : JSON.stringify(body),
});

let counter = 0;

/** Signs a new shopper up; returns their token and id. */
export const signUp = async (
  app: TestApp['app'],
  overrides: { email?: string; password?: string } = {},
) => {
  counter += 1;
  const email = overrides.email ?? `shopper${counter}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'secret123';
  const response = await app.request(
    '/gateway/signup/email',
    send('POST', { email, full_name: 'Ada Lovelace', password, client: 'web' }),
  );
  if (response.status !== 200)
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: string; accessToken: string; user_uuid: string };
  return { email, password, token: body.token, userId: body.user_uuid, sdkToken: body.accessToken };
};

/** The JSON body of a refused request: its code and message, field errors and what it names. */
export const errorOf = async (response: Response) =>
  (await response.json()) as {
    code: string;
    message: string;
    errors?: { field: string; message: string }[];
    itemUuid?: string;
    sessionId?: string;
    stylistUuid?: string;
  };
