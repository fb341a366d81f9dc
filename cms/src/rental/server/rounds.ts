import type { Core } from '@strapi/strapi';
import type { RentalRound } from '@hall/contract/rental-rounds';
import type { RentalCategory } from '@hall/contract/labels';

export const RENTAL_ROUND = 'api::rental-round.rental-round';
/** More than a hall ever announces at once; the list is the newest rounds first. */
const MAX_ROUNDS = 50;

interface StoredRound {
  documentId: string;
  title: string;
  periodStart: string;
  periodEnd: string;
  applyFrom: string;
  applyUntil: string;
  categories?: Array<{ category: RentalCategory }> | null;
  closedDates?: Array<{ date: string; note?: string | null }> | null;
  notice?: { documentId: string; title: string; publishedAt?: string | null } | null;
}

const day = (value: string) => String(value).slice(0, 10);

/** The round as the site and the form's rule read it (@hall/contract/rental-rounds). */
function toRound(stored: StoredRound): RentalRound {
  return {
    documentId: stored.documentId,
    title: stored.title,
    periodStart: day(stored.periodStart),
    periodEnd: day(stored.periodEnd),
    applyFrom: day(stored.applyFrom),
    applyUntil: day(stored.applyUntil),
    categories: [...new Set((stored.categories ?? []).map((entry) => entry.category))],
    closedDates: (stored.closedDates ?? [])
      .map((entry) => ({ date: day(entry.date), note: entry.note ?? null }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    notice: stored.notice ? { documentId: stored.notice.documentId, title: stored.notice.title } : null,
  };
}

/** The published rounds, for the form's rule and the guide. */
export async function publishedRounds(strapi: Core.Strapi): Promise<RentalRound[]> {
  const rounds = (await strapi.documents(RENTAL_ROUND).findMany({
    status: 'published',
    fields: ['title', 'periodStart', 'periodEnd', 'applyFrom', 'applyUntil'],
    populate: {
      categories: { fields: ['category'] },
      closedDates: { fields: ['date', 'note'] },
      // A published round links the notice's published version (none while it is a draft).
      notice: { fields: ['title'] },
    },
    sort: ['periodStart:desc', 'id:desc'],
    limit: MAX_ROUNDS,
  })) as unknown as StoredRound[];
  return rounds.map(toRound);
}
