import useSWR from 'swr';
import { DEFAULT_PAYMENT_RULES } from '@hall/contract/rental-fees';
import type { RentalRound } from '@hall/contract/rental-rounds';
import { strapiGet } from '@/shared/api/strapi';
import { useSiteConfig } from '@/shared/api/get-site-config';

/** GET /api/rental-rounds: the published calls for applications (docs/api/rental.md). */
export function useRentalRounds() {
  return useSWR(
    '/rental-rounds',
    (path: string) => strapiGet<{ data: RentalRound[] }>(path).then((response) => response.data),
    // A hint for the guide and the form: the cms checks the rule again on submission.
    { onError: () => undefined, shouldRetryOnError: false, dedupingInterval: 60_000 },
  );
}

/** The rounds and the 수시대관 lead time the date rule (@hall/contract/rental-rounds) needs. */
export function useDateRule(): { rounds: RentalRound[]; leadDays: number; loaded: boolean } {
  const { data: rounds } = useRentalRounds();
  const { data: config } = useSiteConfig();
  const leadDays = config?.paymentRules?.leadDays;
  return {
    rounds: rounds ?? [],
    leadDays: typeof leadDays === 'number' ? leadDays : DEFAULT_PAYMENT_RULES.leadDays,
    loaded: rounds !== undefined,
  };
}
