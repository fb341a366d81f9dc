import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Marks the writes the server itself makes to rental applications (a member's submission, a
 * staff step, a staff document upload). The workflow middleware lets these through; every other
 * write, above all a content-manager save, is checked field by field (workflow.ts).
 */
const serverWrites = new AsyncLocalStorage<true>();

export const asServerWrite = <T>(write: () => Promise<T>): Promise<T> => serverWrites.run(true, write);

export const isServerWrite = (): boolean => serverWrites.getStore() === true;
