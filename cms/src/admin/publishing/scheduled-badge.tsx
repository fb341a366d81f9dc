import { Badge, Typography } from '@strapi/design-system';
import { formatColumns } from '../kit/list-columns';
import { submittedTime as when } from '../kit/use-dashboard';

function ScheduledCell({ at, kind }: { at: unknown; kind: 'publish' | 'unpublish' }) {
  if (typeof at !== 'string' || !at) return <Typography textColor="neutral600">-</Typography>;
  return kind === 'publish' ? (
    <Badge backgroundColor="primary100" textColor="primary700" data-scheduled="publish">
      예약됨 · {when(at)}
    </Badge>
  ) : (
    <Badge backgroundColor="warning100" textColor="warning700" data-scheduled="unpublish">
      종료 예약 · {when(at)}
    </Badge>
  );
}

/**
 * The list view's 게시 예약 and 게시 종료 columns (Admin/CM/pages/ListView/inject-column-in-table):
 * 예약됨 or 종료 예약 with the time in Seoul (src/publishing/scheduled.ts).
 */
export const scheduledColumn = formatColumns((header) =>
  header.name === 'scheduledPublishAt' || header.name === 'scheduledUnpublishAt'
    ? (row) => (
        <ScheduledCell at={row[header.name]} kind={header.name === 'scheduledPublishAt' ? 'publish' : 'unpublish'} />
      )
    : undefined,
);
