import { useEffect } from 'react';
import { useSiteConfig } from '@/shared/api/get-site-config';
import { sharedCopy } from '@/shared/copy';
import { useCopy } from '@/shared/i18n';
import { useRenderEnvironment } from '@/shared/ssr/render-environment';

/** Sets `<meta {attribute}="{name}">` of the head to `content`, or removes it without one. */
function setMeta(attribute: 'name' | 'property', name: string, content: string | undefined): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${name}"]`);
  if (content === undefined) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, name);
    document.head.appendChild(meta);
  }
  meta.content = content;
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
 * The Open Graph title, description and `image` (the preview of shared links) follow them. While
 * the server renders the page, all of them go into the page's <head> instead.
 */
export function useDocumentTitle(pageTitle: string | undefined, description?: string, image?: string): void {
  const { data: config } = useSiteConfig();
  const { siteDescription } = useCopy(sharedCopy);
  const hallName = config?.hallName;
  const title = [pageTitle, hallName].filter(Boolean).join(' | ');
  const { head } = useRenderEnvironment();
  if (head)
    Object.assign(head, {
      title: title || undefined,
      description: descriptionText(description) ?? siteDescription,
      image,
    });

  useEffect(() => {
    if (!title) return;
    document.title = title;
    setMeta('property', 'og:title', title);
  }, [title]);

  useEffect(() => {
    const text = descriptionText(description) ?? siteDescription;
    setMeta('name', 'description', text);
    setMeta('property', 'og:description', text);
  }, [description, siteDescription]);

  useEffect(() => {
    setMeta('property', 'og:image', image && new URL(image, window.location.origin).toString());
  }, [image]);
}
