/**
 * What the admin home page's widgets receive (src/admin/widgets reads it with `import type`, so
 * this file must stay free of runtime imports).
 */

export const DASHBOARD_PATHS = {
  rentalApplications: '/admin/hall-dashboard/rental-applications',
  upcomingShows: '/admin/hall-dashboard/upcoming-shows',
  /** `?month=YYYY-MM` (default: this month in Seoul): @hall/contract/rental-report's RentalReport. */
  rentalReport: '/admin/hall-dashboard/rental-report',
} as const;

export interface StatusCount {
  status: string;
  /** Korean label, from the workflow's STATUS_LABELS. */
  label: string;
  count: number;
}

export interface AwaitingApplication {
  documentId: string;
  company: string;
  showTitle: string;
  desiredDate: string;
  submittedAt: string;
  status: string;
  statusLabel: string;
}

export interface RentalSummary {
  /** Every status of the workflow, in its order, zero counts included. */
  statuses: StatusCount[];
  total: number;
  /** The newest applications staff must act on (접수, 검토중), newest first. */
  awaiting: AwaitingApplication[];
  awaitingTotal: number;
}

/** Where the show stands on the site: never published, published as it is, or published with unpublished edits. */
export type ShowPublication = 'draft' | 'published' | 'modified';

export interface UpcomingShow {
  documentId: string;
  title: string;
  startsAt: string;
  publication: ShowPublication;
  /** 공연 상태 (@hall/contract/show-status): a cancelled show needs no poster or ticket link. */
  showStatus: 'scheduled' | 'cancelled' | 'rescheduled';
  hasPoster: boolean;
  hasTicketUrl: boolean;
}

export interface UpcomingShows {
  /** From 00:00 today in Seoul, earliest first. */
  shows: UpcomingShow[];
  total: number;
}
