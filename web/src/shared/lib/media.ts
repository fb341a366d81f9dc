import type { StrapiImage, StrapiImageFormat } from '@/shared/api/types';

type FormatName = keyof NonNullable<StrapiImage['formats']>;

/** What `srcset` and the choice of a format read of an image: a format's url and width. */
export type ImageSource = Pick<StrapiImage, 'url' | 'width'> & {
  formats?: Partial<Record<FormatName, Pick<StrapiImageFormat, 'url' | 'width'>>> | null;
};

/** Absolute URL on the site `origin`, for structured data, link previews and calendar files that leave the page. */
export function absoluteUrl(url: string, origin: string): string {
  return origin ? new URL(url, origin).toString() : url;
}

const FORMAT_ORDER = ['thumbnail', 'small', 'medium', 'large'] as const;

/** `srcset` built from the original and Strapi's responsive formats. */
export function imageSrcSet(image: ImageSource | null | undefined): string | undefined {
  if (!image) return undefined;
  const candidates = new Map<number, string>();
  for (const key of FORMAT_ORDER) {
    const format = image.formats?.[key];
    if (format?.url && format.width) candidates.set(format.width, format.url);
  }
  if (image.width) candidates.set(image.width, image.url);
  if (candidates.size < 2) return undefined;
  return [...candidates.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}

/** The smallest format at least `minWidth` wide, else the original. */
export function imageUrlFor(image: ImageSource | null | undefined, minWidth: number): string | undefined {
  if (!image) return undefined;
  for (const key of FORMAT_ORDER) {
    const format = image.formats?.[key];
    if (format?.url && format.width >= minWidth) return format.url;
  }
  return image.url;
}

/** Human-readable size of a Strapi file (Strapi reports kilobytes). */
export function formatFileSize(sizeKb: number | null | undefined): string {
  if (sizeKb == null || Number.isNaN(sizeKb)) return '';
  if (sizeKb >= 1024) return `${(sizeKb / 1024).toFixed(1)}MB`;
  return `${Math.max(1, Math.round(sizeKb))}KB`;
}
