import useSWR from 'swr';
import { strapiGet } from '@/shared/api/strapi';
import type { Notice, StrapiSingle } from '@/shared/api/types';

export async function getNotice(documentId: string): Promise<Notice> {
  const response = await strapiGet<StrapiSingle<Notice>>(`/notices/${encodeURIComponent(documentId)}`);
  return response.data;
}

export function useNotice(documentId: string | undefined) {
  return useSWR(documentId ? (['/notices/:id', documentId] as const) : null, ([, id]) => getNotice(id));
}
