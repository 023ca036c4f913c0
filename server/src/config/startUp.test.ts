import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from '../testing/serverProcess';

const envDir = (text: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'lookwright-env-'));
  writeFileSync(join(dir, '.env'), text);
  return dir;
};

describe('start-up with a .env file', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    stop = null;
  });

  it('serves on the port it names, with Stripe on and the CSP allowing Stripe and Sentry', async () => {
    const port = await freePort();
    const server = startServerProcess({
      NODE_ENV: 'development',
      ENV_DIR: envDir(
        `PORT=${port}\nSTRIPE_SECRET_KEY=sk_test_local\nVITE_STRIPE_PUBLISHABLE_KEY=pk_test_local\n` +
          'VITE_SENTRY_DSN=https://key@o9.ingest.sentry.io/42\n',
      ),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'lookwright-data-')),
    });
    stop = () => server.signalGroup('SIGTERM');
    await server.waitForLogs((line) => line.event === 'server.listening');
    const page = await fetch(`http://localhost:${port}/app/`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/o9\.ingest\.sentry\.io/);
    // The summary says what is on, never a key.
    expect(server.stderr()).toMatch(/Payments\s+Stripe \(test mode\)/);
    expect(server.stderr()).toMatch(/Settings\s+process environment over \.env/);
    expect(server.stderr()).not.toContain('sk_test_local');
  }, 90_000);

  it('refuses a bad value, naming the variable, and exits 1', async () => {
    const server = startServerProcess({
      NODE_ENV: 'development',
      ENV_DIR: envDir('WORKERS=many\nVITE_CHAT_PROVIDER=twilio\n'),
    });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/WORKERS must be a whole number/);
    expect(server.stderr()).toMatch(/TWILIO_ACCOUNT_SID must be set too/);
  }, 60_000);
});
