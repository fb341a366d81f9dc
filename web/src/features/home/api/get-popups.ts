import useSWR from 'swr';
import { strapiGet } from '@/shared/api/strapi';
import type { Popup, StrapiCollection } from '@/shared/api/types';

/** Active popups, already filtered and sorted by the server. */
export async function getPopups(): Promise<Popup[]> {
  const response = await strapiGet<StrapiCollection<Popup>>('/popups');
  return response.data;
}

export function usePopups() {
  return useSWR(['/popups'] as const, getPopups, { revalidateOnFocus: false });
}
