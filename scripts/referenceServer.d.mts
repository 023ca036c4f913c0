/** Types of ./referenceServer.mjs, for the journeys that start a server of their own. */
export type ReferenceServer = {
  baseUrl: string;
  port: number;
  log: string[];
  stop: () => Promise<void>;
  /** Stops the server as a deploy would (SIGTERM) and starts it again on the same port and data. */
  restart: () => Promise<void>;
};

export function startReferenceServer(options?: {
  nodeEnv?: string;
  prefix?: string;
  databaseUrl?: string | null;
  workers?: number;
  env?: Record<string, string>;
}): Promise<ReferenceServer>;

export function createPostgresDatabase(
  serverUrl: string,
  prefix?: string,
): Promise<{ url: string; drop: () => Promise<void> }>;

export function chromePath(): string;
export function run(command: string, args: string[], env?: Record<string, string>): number;
export function runWhileServing(
  command: string,
  args: string[],
  env?: Record<string, string>,
): Promise<number>;
export function buildUnlessSkipped(skipVariable: string): boolean;
export function freePort(): Promise<number>;
