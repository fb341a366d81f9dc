import * as React from 'react';
import { Badge, Flex, Typography, VisuallyHidden } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { RENTAL_APPLICATION } from '../../../admin/kit/content-links';
import { formatColumns } from '../../../admin/kit/list-columns';

const HELD_DAYS = '/admin/rental-applications/held-days';
/** A list re-rendered within this time (a sort, a page back) reuses the answer. */
const FRESH_MS = 3_000;

type Get = ReturnType<typeof useFetchClient>['get'];

let batch: { days: Set<string>; answer: Promise<Record<string, string>> } | null = null;
const answers = new Map<string, { at: number; reason: Promise<string | null> }>();

/** One request for every cell of a list page: the cells ask in one render, the request goes after it. */
function heldReason(get: Get, day: string): Promise<string | null> {
  const known = answers.get(day);
  if (known && Date.now() - known.at < FRESH_MS) return known.reason;
  if (!batch) {
    const days = new Set<string>();
    batch = {
      days,
      answer: new Promise((resolve) => setTimeout(resolve, 0)).then(() => {
        batch = null;
        return get<{ data: Record<string, string> }>(`${HELD_DAYS}?days=${[...days].join(',')}`).then(
          (response) => response.data.data,
          // Only a hint beside the date: without it the list is still right.
          () => ({}),
        );
      }),
    };
  }
  batch.days.add(day);
  const reason = batch.answer.then((held) => held[day] ?? null);
  answers.set(day, { at: Date.now(), reason });
  return reason;
}

/**
 * The 희망 날짜 cell of the 대관 신청 list: the day, and for an application still waiting (접수,
 * 검토중) a 날짜 마감 badge when another application was approved for that day or a show is on it.
 */
function DesiredDateCell({ day, status }: { day: string; status: unknown }) {
  const { get } = useFetchClient();
  const [reason, setReason] = React.useState<string | null>(null);
  const waiting = status === 'received' || status === 'reviewing';
  React.useEffect(() => {
    let current = true;
    if (waiting) void heldReason(get, day).then((held) => current && setReason(held));
    return () => {
      current = false;
    };
  }, [get, day, waiting]);
  return (
    <Flex gap={2}>
      <Typography textColor="neutral800">{day}</Typography>
      {reason ? (
        <Badge backgroundColor="danger100" textColor="danger700" title={reason} data-held-day={day}>
          날짜 마감
          <VisuallyHidden>: {reason}</VisuallyHidden>
        </Badge>
      ) : null}
    </Flex>
  );
}

/** The list view hook that gives 희망 날짜 its badge. */
export const heldDayColumn = formatColumns((header) =>
  header.name === 'desiredDate' && !header.cellFormatter
    ? (row, _header, { model }) =>
        model === RENTAL_APPLICATION && typeof row.desiredDate === 'string' ? (
          <DesiredDateCell day={row.desiredDate.slice(0, 10)} status={row.applicationStatus} />
        ) : (
          <Typography textColor="neutral800">{String(row.desiredDate ?? '-')}</Typography>
        )
    : undefined,
);
