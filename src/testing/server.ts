import { setupServer } from 'msw/node';

/** The one MSW server for component tests; tests add handlers with `server.use(...)`. */
export const server = setupServer();
