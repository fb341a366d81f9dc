import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  assertStorageKey,
  isStorageKey,
  type DocumentPlace,
  type DocumentStore,
  type ListedDocument,
} from './document-store';
import { s3ClientConfig, type S3Settings } from './s3-settings';

const PREFIX: Record<DocumentPlace, string> = { pending: 'pending/', stored: 'documents/' };

const isNotFound = (error: unknown): boolean => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
};

/**
 * Documents in a private bucket (S3_DOCUMENTS_BUCKET). A document is uploaded under `pending/`
 * before its row is committed (S3 acknowledges a PUT only once it is durable) and copied to
 * `documents/` after the commit, then its pending copy is deleted: a crash at any point leaves
 * either an orphan the sweeper removes or a pending copy a row names, which the sweeper finishes
 * moving. Nothing is ever sent with an ACL: the bucket's own policy (private) decides, and
 * downloads are streamed through the cms behind the signed links.
 */
export function s3DocumentStore(settings: S3Settings & { documentsBucket: string }): DocumentStore {
  const client = new S3Client(s3ClientConfig(settings));
  const Bucket = settings.documentsBucket;
  const objectKey = (key: string, place: DocumentPlace) => `${PREFIX[place]}${assertStorageKey(key)}`;

  async function upload(key: string, sourcePath: string, place: DocumentPlace, md5: Buffer): Promise<void> {
    const { size } = await fs.stat(sourcePath);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: objectKey(key, place),
        Body: createReadStream(sourcePath),
        ContentLength: size,
        ContentMD5: md5.toString('base64'),
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async function exists(key: string, place: DocumentPlace): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key, place) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async function removeAll(keys: string[], place: DocumentPlace): Promise<void> {
    await Promise.all(keys.map((key) => client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key, place) }))));
  }

  return {
    kind: 's3',
    async prepare() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new Error(
          `S3_DOCUMENTS_BUCKET "${Bucket}" cannot be reached: ${(error as Error).name}: ${(error as Error).message}`,
        );
      }
    },
    putPending: (key, sourcePath, { md5 }) => upload(key, sourcePath, 'pending', md5),
    putStored: (key, sourcePath, { md5 }) => upload(key, sourcePath, 'stored', md5),
    async promote(keys) {
      for (const key of keys) {
        try {
          await client.send(
            new CopyObjectCommand({
              Bucket,
              Key: objectKey(key, 'stored'),
              CopySource: `${Bucket}/${objectKey(key, 'pending')}`,
            }),
          );
        } catch (error) {
          // Another instance (its sweeper) moved it first.
          if (isNotFound(error) && (await exists(key, 'stored'))) continue;
          throw error;
        }
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key, 'pending') }));
      }
    },
    discardPending: (keys) => removeAll(keys, 'pending'),
    remove: (keys) => removeAll(keys, 'stored'),
    async open(key, place = 'stored') {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key, place) }));
        return { size: Number(object.ContentLength), body: object.Body as Readable };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async list(place) {
      const listed: ListedDocument[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: PREFIX[place], ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = (object.Key ?? '').slice(PREFIX[place].length);
          if (isStorageKey(key)) listed.push({ key, modifiedAt: object.LastModified?.getTime() ?? Date.now() });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return listed;
    },
  };
}
