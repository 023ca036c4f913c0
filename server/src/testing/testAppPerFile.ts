import { afterAll, beforeAll } from 'vitest';
import type { AppOverrides } from '../app';
import type { ServerConfig } from '../env';
import { createTestApp, type TestApp } from './testApp';

/**
 * The app of one test file: made on a fresh database before the file's tests, closed after them.
 * Call it at the file's top level; read `t.app`, `t.db`, … inside hooks and tests, once the app
 * is there.
 */
export const testAppPerFile = (
  overrides: Partial<ServerConfig> = {},
  appOverrides: AppOverrides = {},
): TestApp => {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(overrides, appOverrides);
  });
  afterAll(() => current?.close());
  const made = () => {
    if (!current) throw new Error('the test app is made in beforeAll: read it inside tests');
    return current;
  };
  return {
    get app() {
      return made().app;
    },
    get db() {
      return made().db;
    },
    get config() {
      return made().config;
    },
    get logs() {
      return made().logs;
    },
    get events() {
      return made().events;
    },
    close: () => made().close(),
  };
};
