import type { S3ClientConfig } from '@aws-sdk/client-s3';

/**
 * S3-compatible storage (docs/decisions/025), as config/hall.ts reads it from the environment
 * (`hall.s3`). Media go to S3_BUCKET when it is set, rental documents to S3_DOCUMENTS_BUCKET when
 * it is set; without them both stay on the local disk, the zero-configuration default.
 */
export interface S3Settings {
  endpoint?: string;
  region: string;
  /** Public media (the upload plugin's provider). */
  mediaBucket?: string;
  /** Private rental documents: never public, read only through the cms's signed links. */
  documentsBucket?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Base URL of the media as visitors reach it (a CDN, or a path nginx proxies to the bucket). */
  publicUrl?: string;
}

/**
 * The client settings both buckets use. Checksums only where an operation requires them: since
 * SDK 3.729 the default adds CRC32 trailers (aws-chunked uploads) that several S3-compatible
 * servers do not understand; documents carry Content-MD5 instead, which they all check.
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * The origin media are loaded from when they are on S3, for the Content-Security-Policy; null
 * when they are served from this site (local disk, or S3_PUBLIC_URL a path on it).
 */
export function mediaOrigin(settings: S3Settings): string | null {
  if (!settings.mediaBucket) return null;
  if (settings.publicUrl) return settings.publicUrl.startsWith('/') ? null : new URL(settings.publicUrl).origin;
  if (settings.endpoint) {
    const endpoint = new URL(settings.endpoint);
    return settings.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${settings.mediaBucket}.${endpoint.host}`;
  }
  return `https://${settings.mediaBucket}.s3.${settings.region}.amazonaws.com`;
}

/**
 * Where the media library's URLs start: `/uploads` on the local disk, else the bucket's public
 * address (S3_PUBLIC_URL, else the endpoint's path- or host-style address, else AWS's). A
 * restore rewrites the stored URLs when it differs from the backup's.
 */
export function mediaBaseUrl(settings: S3Settings): string {
  if (!settings.mediaBucket) return '/uploads';
  if (settings.publicUrl) return settings.publicUrl;
  if (settings.endpoint) {
    const endpoint = new URL(settings.endpoint);
    return settings.forcePathStyle
      ? `${settings.endpoint.replace(/\/+$/, '')}/${settings.mediaBucket}`
      : `${endpoint.protocol}//${settings.mediaBucket}.${endpoint.host}`;
  }
  return `https://${settings.mediaBucket}.s3.${settings.region}.amazonaws.com`;
}

/**
 * The upload plugin's provider settings when media go to S3 (config/plugins.ts), else null.
 * No ACL is sent: the media bucket is made readable by its bucket policy (buckets created on AWS
 * since 2023 refuse ACLs), and the documents bucket never gets one.
 */
export function mediaUploadProvider(settings: S3Settings) {
  if (!settings.mediaBucket) return null;
  return {
    provider: 'aws-s3',
    providerOptions: {
      ...(settings.publicUrl ? { baseUrl: settings.publicUrl } : {}),
      s3Options: {
        ...s3ClientConfig(settings),
        // null, not undefined: the provider adds public-read when the key is missing, and Strapi's
        // config merge drops undefined values.
        params: { Bucket: settings.mediaBucket, ACL: null },
      },
    },
  };
}
