import { setupServer } from 'msw/node';
import { defaultHandlers } from './handlers';

/** The one MSW server for component tests; tests add handlers with `server.use(...)`. */
export const server = setupServer(...defaultHandlers);
