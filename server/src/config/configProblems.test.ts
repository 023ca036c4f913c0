import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../env';
import { configProblems } from './configProblems';

const problems = (env: Record<string, string>) => configProblems(env, readServerConfig(env));

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example',
  STRIPE_SECRET_KEY: 'sk_live_abc',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};

describe('settings checked at start-up', () => {
  it('accepts none at all: the local default', () => {
    expect(problems({})).toEqual([]);
  });

  it('refuses a bad value, naming the variable', () => {
    expect(problems({ PORT: 'eighty' })).toEqual([
      'PORT must be a whole number from 1 to 65535 (it is "eighty").',
    ]);
    expect(problems({ PORT: '70000' })[0]).toMatch(/^PORT must be/);
    expect(problems({ WORKERS: '0', DATABASE_URL: 'postgres://x@db/shop' })[0]).toMatch(/^WORKERS/);
    expect(problems({ CHAT_TOKEN_TTL_SECONDS: '1.5' })[0]).toMatch(/^CHAT_TOKEN_TTL_SECONDS/);
    expect(problems({ DEV_OUTBOX: 'yes' })).toEqual([
      'DEV_OUTBOX must be true or false (it is "yes").',
    ]);
    expect(problems({ PUBLIC_URL: 'shop.example' })[0]).toMatch(/^PUBLIC_URL must be a URL/);
    expect(problems({ CORS_ORIGINS: 'https://a.example, https://b.example/path' })).toEqual([
      'CORS_ORIGINS holds "https://b.example/path", which is not an origin (https://host[:port]).',
    ]);
    expect(problems({ VITE_CHAT_PROVIDER: 'slack' })[0]).toMatch(/^VITE_CHAT_PROVIDER/);
  });

  it('never repeats a URL that may hold a password', () => {
    const [problem] = problems({ DATABASE_URL: 'mysql://admin:hunter2@db/shop' });
    expect(problem).toMatch(/^DATABASE_URL must be a URL starting with postgres:\/\//);
    expect(problem).not.toContain('hunter2');
    const [smtp] = problems({ SMTP_URL: 'http://mailer:hunter2@mail.example' });
    expect(smtp).toMatch(/^SMTP_URL/);
    expect(smtp).not.toContain('hunter2');
  });

  it('stops a provider switched on without its keys, naming each missing one', () => {
    expect(problems({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual([
      'STRIPE_SECRET_KEY is set, so VITE_STRIPE_PUBLISHABLE_KEY must be set too.',
    ]);
    expect(problems({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toEqual([
      'VITE_STRIPE_PUBLISHABLE_KEY is set, so STRIPE_SECRET_KEY must be set too.',
    ]);
    expect(
      problems({ STRIPE_SECRET_KEY: 'sk_live_abc', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }),
    ).toEqual([
      'STRIPE_SECRET_KEY and VITE_STRIPE_PUBLISHABLE_KEY are from different modes (one test, one live).',
    ]);
    expect(problems({ VITE_CHAT_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toEqual([
      'VITE_CHAT_PROVIDER is twilio, so TWILIO_API_KEY_SID must be set too.',
      'VITE_CHAT_PROVIDER is twilio, so TWILIO_API_KEY_SECRET must be set too.',
      'VITE_CHAT_PROVIDER is twilio, so TWILIO_CONVERSATIONS_SERVICE_SID must be set too.',
      'VITE_CHAT_PROVIDER is twilio, so TWILIO_AUTH_TOKEN must be set too.',
    ]);
    expect(problems({ VITE_GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' })).toEqual([
      'VITE_GOOGLE_CLIENT_ID is set, so GOOGLE_CLIENT_SECRET must be set too.',
    ]);
    expect(problems({ SENTRY_AUTH_TOKEN: 'sntrys_abc', SENTRY_ORG: 'shop' })).toEqual([
      'SENTRY_AUTH_TOKEN is set (source maps go to Sentry), so SENTRY_PROJECT must be set too.',
    ]);
  });

  it('refuses WORKERS above 1 without PostgreSQL', () => {
    expect(problems({ WORKERS: '2' })[0]).toMatch(/^WORKERS=2 needs a PostgreSQL server/);
    expect(problems({ WORKERS: '2', DATABASE_URL: 'postgres://x@db/shop' })).toEqual([]);
  });

  it('keeps the development outbox off public addresses', () => {
    const outbox = (PUBLIC_URL?: string) =>
      problems({ DEV_OUTBOX: 'true', ...(PUBLIC_URL ? { PUBLIC_URL } : {}) });
    expect(outbox('https://shop.example.com')[0]).toMatch(
      /DEV_OUTBOX=true .* never runs on a public address \(PUBLIC_URL=https:\/\/shop\.example\.com\)/,
    );
    expect(outbox('http://localhost:3000')).toEqual([]);
    expect(outbox('http://127.0.0.1:8080')).toEqual([]);
    expect(outbox()).toEqual([]);
  });
});

describe('the production profile (NODE_ENV=production)', () => {
  it('starts with an https PUBLIC_URL and Stripe with its webhook', () => {
    expect(problems(PRODUCTION)).toEqual([]);
  });

  it('refuses to start without PUBLIC_URL, naming it', () => {
    const [problem] = problems({ ...PRODUCTION, PUBLIC_URL: '' });
    expect(problem).toMatch(/^NODE_ENV=production needs PUBLIC_URL/);
    expect(problem).toMatch(/https:\/\//);
  });

  it('refuses a public http PUBLIC_URL, a development route, or no way to take payments', () => {
    expect(problems({ ...PRODUCTION, PUBLIC_URL: 'http://shop.example' })[0]).toMatch(
      /needs an https:\/\/ PUBLIC_URL/,
    );
    expect(problems({ ...PRODUCTION, DEV_OUTBOX: 'true' })[0]).toMatch(
      /^DEV_OUTBOX=true is a development route/,
    );
    expect(problems({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' })[0]).toMatch(
      /set STRIPE_SECRET_KEY .* or LOCAL_PAYMENTS=true/,
    );
    expect(problems({ ...PRODUCTION, STRIPE_WEBHOOK_SECRET: '' })[0]).toMatch(
      /needs STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('runs a demonstration shop on this machine with the local stand-in when asked to', () => {
    expect(
      problems({
        NODE_ENV: 'production',
        PUBLIC_URL: 'http://localhost:3000',
        LOCAL_PAYMENTS: 'true',
      }),
    ).toEqual([]);
  });
});
