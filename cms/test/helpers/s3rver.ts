import type { IncomingHttpHeaders, Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

/** One request the S3 server received, as the cms sent it. */
export interface RecordedS3Request {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface RunningS3 {
  endpoint: string;
  /** Where s3rver keeps the objects: `<directory>/<bucket>/<key>._S3rver_object`. */
  directory: string;
  requests: RecordedS3Request[];
  /** The settings a cms needs to store media in `mediaBucket` and documents in `documentsBucket`. */
  environment(buckets: { mediaBucket: string; documentsBucket: string }): Record<string, string>;
  objectFile(bucket: string, key: string): string;
  stop(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  httpServer: Server;
}

/**
 * An S3-compatible server in this process (the s3rver package: no Docker), on a free port of
 * 127.0.0.1, with the buckets given. It keeps no access rules (every object is readable without
 * credentials), so it shows what the cms stores, not what a bucket policy allows.
 */
export async function startS3rver(directory: string, buckets: string[]): Promise<RunningS3> {
  const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const requests: RecordedS3Request[] = [];
  server.httpServer.prependListener('request', (request) =>
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers }),
  );
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    requests,
    environment: ({ mediaBucket, documentsBucket }) => ({
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: mediaBucket,
      S3_DOCUMENTS_BUCKET: documentsBucket,
      // s3rver's built-in account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: '',
    }),
    objectFile: (bucket, key) => path.join(directory, bucket, `${key}._S3rver_object`),
    stop: () => server.close(),
  };
}
