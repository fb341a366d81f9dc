import { useEffect } from 'react';
import { useSiteConfig } from '@/shared/api/get-site-config';

/** The site-wide description of index.html, read before any page replaces it. */
let siteDescription: string | undefined;

function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  siteDescription ??= meta.content;
  return meta;
}

/**
 * Sets `document.title` to "<page> | <hall name>" and the meta description: the page's own,
 * or, while a page has none (a detail page still loading, a record not found), the
 * site-wide one of index.html rather than the previous page's.
 * The hall name comes from the site config; until it has loaded only the page title is used.
 */
export function useDocumentTitle(pageTitle: string | undefined, description?: string): void {
  const { data: config } = useSiteConfig();
  const hallName = config?.hallName;

  useEffect(() => {
    if (!pageTitle && !hallName) return;
    document.title = [pageTitle, hallName].filter(Boolean).join(' | ');
  }, [pageTitle, hallName]);

  useEffect(() => {
    const meta = descriptionMeta();
    const text = description?.replace(/\s+/g, ' ').trim().slice(0, 160);
    meta.content = text || siteDescription || '';
  }, [description]);
}
