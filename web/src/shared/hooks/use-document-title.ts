import { useEffect } from 'react';
import { useSiteConfig } from '@/shared/api/get-site-config';
import { sharedCopy } from '@/shared/copy';
import { useRenderEnvironment } from '@/shared/ssr/render-environment';

function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  return meta;
}

/** A description as search results show it: one line, at most 160 characters. */
function descriptionText(description: string | undefined): string | undefined {
  return description?.replace(/\s+/g, ' ').trim().slice(0, 160) || undefined;
}

/**
 * Sets `document.title` to "<page> | <hall name>" and the meta description: the page's own,
 * or, while a page has none (a detail page still loading, a record not found), the
 * site-wide one rather than the previous page's.
 * The hall name comes from the site config; until it has loaded only the page title is used.
 * While the server draws the page, they go into the page's <head> instead, with `image` as the
 * preview image of shared links.
 */
export function useDocumentTitle(pageTitle: string | undefined, description?: string, image?: string): void {
  const { data: config } = useSiteConfig();
  const hallName = config?.hallName;
  const title = [pageTitle, hallName].filter(Boolean).join(' | ');
  const { head } = useRenderEnvironment();
  if (head)
    Object.assign(head, {
      title: title || undefined,
      description: descriptionText(description) ?? sharedCopy.siteDescription,
      image,
    });

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  useEffect(() => {
    const meta = descriptionMeta();
    meta.content = descriptionText(description) ?? sharedCopy.siteDescription;
  }, [description]);
}
