import useSWR from 'swr';
import { strapiGet } from '@/shared/api/strapi';
import type { Show, StrapiSingle } from '@/shared/api/types';

export async function getShow(documentId: string): Promise<Show> {
  const response = await strapiGet<StrapiSingle<Show>>(`/shows/${encodeURIComponent(documentId)}`);
  return response.data;
}

export function useShow(documentId: string | undefined) {
  return useSWR(documentId ? (['/shows/:id', documentId] as const) : null, ([, id]) => getShow(id));
}
