import { formatSeoulTime, seoulDateKey } from '@hall/contract/seoul-time';

/** { date: "2026-11-24", time: "15:30" } in Seoul time, whatever the staff computer's zone. */
export function seoulDateAndTime(iso: string): { date: string; time: string } {
  return { date: seoulDateKey(iso), time: formatSeoulTime(iso) };
}
