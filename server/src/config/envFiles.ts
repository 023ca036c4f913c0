import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

/**
 * The files Vite reads for a mode, in its order: a later file wins over an earlier one.
 * https://vite.dev/guide/env-and-mode#env-files
 */
export const envFileNames = (mode: string) => [
  '.env',
  '.env.local',
  `.env.${mode}`,
  `.env.${mode}.local`,
];

/**
 * The variables of the `.env` files in `root` for `mode`, with the process environment above
 * them (as Vite does: a variable set in the environment, even to nothing, wins). The server and
 * the build (vite.config.ts) read the same files, so the SPA is built with the providers the
 * server is started with. No `${VAR}` expansion.
 */
export const loadEnvironment = ({
  root,
  mode,
  processEnv,
}: {
  root: string;
  mode: string;
  processEnv: NodeJS.ProcessEnv;
}) => {
  const fromFiles: Record<string, string> = {};
  const files: string[] = [];
  for (const name of envFileNames(mode)) {
    const path = join(root, name);
    if (!existsSync(path)) continue;
    Object.assign(fromFiles, parseEnv(readFileSync(path, 'utf8')));
    files.push(name);
  }
  return { env: { ...fromFiles, ...processEnv }, files };
};

/**
 * The mode whose files the server reads: NODE_ENV, or `production` when unset, as `npm start`
 * builds the SPA in production mode. Under test (NODE_ENV=test) and with ENV_FILES=false it
 * reads none: tests and the journeys' servers get only what they are given.
 */
export const serverEnvMode = (processEnv: NodeJS.ProcessEnv) =>
  processEnv.ENV_FILES === 'false' || processEnv.NODE_ENV === 'test'
    ? null
    : processEnv.NODE_ENV?.trim() || 'production';
