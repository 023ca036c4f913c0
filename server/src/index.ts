import { readServerConfig } from './env';
import { jsonLog } from './http/logger';
import { startServer } from './server';

const config = readServerConfig();
const { close } = await startServer(config);

const shutdown = (signal: string) => {
  jsonLog({ event: 'server.stopping', signal });
  void close().then(() => process.exit(0));
};
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
