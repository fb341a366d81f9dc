import path from 'path';

const cmsRoot = path.resolve(__dirname, '..', '..');

export default ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    const ssl = env.bool('DATABASE_SSL', false)
      ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
      : false;
    const connectionString = env('DATABASE_URL', '');
    return {
      connection: {
        client: 'postgres',
        connection: connectionString
          ? { connectionString, ssl }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'hall'),
              user: env('DATABASE_USERNAME', 'hall'),
              password: env('DATABASE_PASSWORD', ''),
              schema: env('DATABASE_SCHEMA', 'public'),
              ssl,
            },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
      },
    };
  }

  if (client !== 'sqlite') {
    throw new Error(`DATABASE_CLIENT must be "sqlite" or "postgres", not "${client}".`);
  }

  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(cmsRoot, env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
    },
  };
};
