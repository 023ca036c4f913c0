import * as Sentry from '@sentry/react';
import { describe, expect, it, vi } from 'vitest';
import { startSentry, tracesSampleRate } from './sentrySdk';

// Sentry's SDK, replaced at the module boundary: each integration answers its own name.
vi.mock('@sentry/react', () => {
  const integration = (name: string) => vi.fn((options?: object) => ({ name, options }));
  return {
    init: vi.fn(),
    captureException: vi.fn(),
    addIntegration: vi.fn(),
    ...Object.fromEntries(
      [
        'breadcrumbs',
        'console',
        'browserApiErrors',
        'browserSession',
        'browserTracing',
        'dedupe',
        'eventFilters',
        'functionToString',
        'globalHandlers',
        'httpContext',
        'linkedErrors',
        'replay',
        'feedback',
      ].map((name) => [`${name}Integration`, integration(name)]),
    ),
  };
});

const DSN = 'https://key@o1.ingest.sentry.io/2';
const initOptions = () => vi.mocked(Sentry.init).mock.calls.at(-1)?.[0];
const integrationNames = () =>
  ((initOptions()?.integrations ?? []) as { name: string }[]).map(({ name }) => name);

describe('the Sentry adapter', () => {
  it('samples 10 % of traces in production and none otherwise', () => {
    expect(tracesSampleRate(true)).toBe(0.1);
    expect(tracesSampleRate(false)).toBe(0);
  });

  it('starts with the release and environment, errors and performance, and no Replay', async () => {
    startSentry(DSN, { release: 'abc123', environment: 'staging', replay: false });

    expect(initOptions()).toMatchObject({
      dsn: DSN,
      release: 'abc123',
      environment: 'staging',
      defaultIntegrations: false,
    });
    expect(initOptions()).not.toHaveProperty('replaysSessionSampleRate');
    expect(integrationNames()).toContain('browserTracing');
    expect(integrationNames()).toContain('globalHandlers');
    expect(integrationNames()).not.toContain('feedback');
    expect(integrationNames()).not.toContain('console');
    // Give a lazy Replay the chance to arrive: it must not.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Sentry.replayIntegration).not.toHaveBeenCalled();
    expect(Sentry.addIntegration).not.toHaveBeenCalled();
  });

  it('adds Replay lazily, with text masked and media blocked, only when switched on', async () => {
    startSentry(DSN, { release: null, environment: 'production', replay: true });

    expect(initOptions()).toMatchObject({
      release: undefined,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    expect(integrationNames()).not.toContain('replay');
    await vi.waitFor(() =>
      expect(Sentry.addIntegration).toHaveBeenCalledWith({
        name: 'replay',
        options: { maskAllText: true, blockAllMedia: true },
      }),
    );
    expect(Sentry.feedbackIntegration).not.toHaveBeenCalled();
  });

  it('sends a report as an exception with its context', () => {
    const send = startSentry(DSN, { release: 'abc123', environment: 'test', replay: false });
    const error = new Error('boom');
    send(error, { endpoint: 'getCart' });
    expect(Sentry.captureException).toHaveBeenCalledWith(error, { extra: { endpoint: 'getCart' } });
  });
});
