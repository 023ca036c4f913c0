import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../env';
import { loadEnvironment, serverEnvMode } from './envFiles';

const folderWith = (files: Record<string, string>) => {
  const root = mkdtempSync(join(tmpdir(), 'env-files-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  return root;
};

describe('.env files', () => {
  it('are read in Vite’s order, the process environment above them', () => {
    const root = folderWith({
      '.env':
        'PORT=4000\nSTRIPE_SECRET_KEY=sk_test_one\n# a comment\nVITE_SENTRY_DSN="https://k@o1.ingest.sentry.io/1"\n',
      '.env.local': 'STRIPE_SECRET_KEY=sk_test_two\n',
      '.env.production': 'PUBLIC_URL=https://shop.example\n',
      '.env.development': 'PUBLIC_URL=http://dev.example\n',
    });
    const { env, files } = loadEnvironment({
      root,
      mode: 'production',
      processEnv: { PORT: '4100', DATABASE_URL: '' },
    });
    expect(files).toEqual(['.env', '.env.local', '.env.production']);
    const config = readServerConfig(env);
    expect(config.port).toBe(4100);
    expect(config.stripe.secretKey).toBe('sk_test_two');
    expect(config.publicUrl).toBe('https://shop.example');
    expect(config.vendors.sentryDsn).toBe('https://k@o1.ingest.sentry.io/1');
    expect(config.databaseUrl).toBeNull();
  });

  it('give the server Stripe, Sentry and the port, and the CSP their hosts', async () => {
    const root = folderWith({
      '.env':
        'PORT=4321\nSTRIPE_SECRET_KEY=sk_test_x\nVITE_STRIPE_PUBLISHABLE_KEY=pk_test_x\n' +
        'VITE_SENTRY_DSN=https://key@o9.ingest.sentry.io/42\n',
    });
    const { env } = loadEnvironment({ root, mode: 'production', processEnv: {} });
    const config = readServerConfig(env);
    const { contentSecurityPolicy } = await import('../http/securityHeaders');
    const csp = contentSecurityPolicy(config.vendors);
    expect(config.port).toBe(4321);
    expect(config.stripe.secretKey).toBe('sk_test_x');
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/o9\.ingest\.sentry\.io/);
  });

  it('are not read under test or with ENV_FILES=false', () => {
    expect(serverEnvMode({ NODE_ENV: 'test' })).toBeNull();
    expect(serverEnvMode({ ENV_FILES: 'false' })).toBeNull();
    expect(serverEnvMode({})).toBe('production');
    expect(serverEnvMode({ NODE_ENV: 'development' })).toBe('development');
  });
});
