import cluster from 'node:cluster';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../appDeps';
import type { AppEnv } from './appEnv';

const READY_WITHIN_MS = 1_000;

const answersWithin = async (query: Promise<unknown>, ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([query.then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Probes for a load balancer or an orchestrator, outside /app and the API roots (no auth, no
 * CORS, not logged). `/healthz`: the process is up (no database call); under `WORKERS=N` it
 * names the worker that answered. `/readyz`: the database answers `SELECT 1` within a second,
 * the event bus hears other workers' events (PostgreSQL's LISTEN connection is up) and the
 * server is not shutting down; else 503.
 */
export const healthRoutes = ({ db, events, shutdown }: AppDeps) =>
  new Hono<AppEnv>()
    .get('/healthz', (c) => {
      c.header('cache-control', 'no-store');
      return c.json(
        cluster.worker ? { status: 'ok', worker: cluster.worker.id } : { status: 'ok' },
      );
    })
    .get('/readyz', async (c) => {
      c.header('cache-control', 'no-store');
      if (shutdown.aborted) return c.json({ status: 'shutting_down' }, 503);
      const ready = await answersWithin(db.execute(sql`select 1`), READY_WITHIN_MS);
      if (!ready) return c.json({ status: 'database_unavailable' }, 503);
      return events.connected
        ? c.json({ status: 'ok' })
        : c.json({ status: 'events_unavailable' }, 503);
    });
