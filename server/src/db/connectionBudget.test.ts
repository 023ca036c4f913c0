import { describe, expect, inject, it } from 'vitest';
import { createTestDb } from '../testing/testDatabase';
import { defaultPoolSize, readServerConfig } from '../env';
import { checkConnectionBudget, connectionsNeeded } from './connectionBudget';

describe('connections to PostgreSQL', () => {
  it('default to about two per core across the workers, at least two each', () => {
    expect(defaultPoolSize(1, 2)).toBe(4);
    expect(defaultPoolSize(2, 2)).toBe(2);
    expect(defaultPoolSize(3, 2)).toBe(2);
    expect(defaultPoolSize(4, 16)).toBe(8);
  });

  it('follow DATABASE_POOL_SIZE when it is set', () => {
    expect(readServerConfig({ WORKERS: '2', DATABASE_POOL_SIZE: '7' }).databasePoolSize).toBe(7);
    expect(readServerConfig({ WORKERS: '2' }).databasePoolSize).toBe(defaultPoolSize(2));
    expect(readServerConfig({ DATABASE_POOL_SIZE: 'lots' }).databasePoolSize).toBe(
      defaultPoolSize(1),
    );
  });

  it('count each worker’s pool and its LISTEN connection', () => {
    expect(connectionsNeeded({ workers: 2, databasePoolSize: 4 })).toBe(10);
  });
});

describe.runIf(inject('testDatabase').kind === 'postgres')('the budget check at start', () => {
  it('warns when the workers’ connections would not fit, and is quiet when they do', async () => {
    const database = await createTestDb();
    try {
      const logs: Record<string, unknown>[] = [];
      const fits = await checkConnectionBudget(
        database.db,
        { workers: 1, databasePoolSize: 2 },
        (line) => logs.push(line),
      );
      expect(fits.allowed).toBeGreaterThan(fits.needed);
      expect(logs).toEqual([]);

      await checkConnectionBudget(database.db, { workers: 50, databasePoolSize: 40 }, (line) =>
        logs.push(line),
      );
      expect(logs).toEqual([
        expect.objectContaining({
          event: 'db.connections_short',
          needed: 2050,
          message: expect.stringContaining('Lower WORKERS or DATABASE_POOL_SIZE'),
        }),
      ]);
    } finally {
      await database.close();
    }
  });
});
