import { useEffect } from 'react';
import { useSiteConfig } from '@/shared/api/get-site-config';

function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * Sets `document.title` to "<page> | <hall name>" and, when given, the meta description.
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
    if (description) setMetaDescription(description.replace(/\s+/g, ' ').trim().slice(0, 160));
  }, [description]);
}
