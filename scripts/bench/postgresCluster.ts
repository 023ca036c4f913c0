import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './freePort';

/** A throwaway PostgreSQL cluster: its data in a temporary folder, trust auth on 127.0.0.1. */
export type PostgresCluster = {
  /** A new empty database on the cluster, by name. */
  createDatabase: (name: string) => Promise<string>;
  stop: () => void;
};

/** The newest PostgreSQL binaries Debian installed (or BENCH_PG_BIN), or null. */
export const findPostgresBin = (env = process.env) => {
  if (env.BENCH_PG_BIN)
    return existsSync(join(env.BENCH_PG_BIN, 'initdb')) ? env.BENCH_PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
};

/**
 * Starts a cluster as CI does. PostgreSQL refuses to run as root, so as root its programs run as
 * the `postgres` user (runuser), which owns the folder.
 */
export const startPostgresCluster = async (bin: string): Promise<PostgresCluster> => {
  const dir = mkdtempSync(join(tmpdir(), 'lookwright-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(join(bin, program), args, { stdio: 'pipe' });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  const createDatabase = async (name: string) => {
    const admin = new pg.Client({
      connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    });
    await admin.connect();
    try {
      await admin.query(`create database "${name.replace(/"/g, '')}"`);
    } finally {
      await admin.end();
    }
    return `postgresql://postgres@127.0.0.1:${port}/${name}`;
  };

  return { createDatabase, stop };
};
