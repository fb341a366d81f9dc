import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { authHandlers } from './mock-auth';
import { rentalHandlers } from './mock-rental';

export const server = setupServer(...handlers, ...authHandlers, ...rentalHandlers);
