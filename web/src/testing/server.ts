import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { authHandlers } from './mock-auth';

export const server = setupServer(...handlers, ...authHandlers);
