import { Badge, Flex, Typography } from '@strapi/design-system';
import { Widget } from '@strapi/strapi/admin';
import { startOfSeoulDay } from '@hall/contract/seoul-time';
import { SHOW_STATUS_BADGES } from '@hall/contract/labels';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { DASHBOARD_PATHS, type ShowPublication, type UpcomingShows } from '../../admin-api/dashboard-contract';
import { SHOW, editViewPath, showsFrom } from '../kit/content-links';
import { Ellipsis, WidgetRow } from '../kit/widget-styles';
import { showTime, useDashboard } from '../kit/use-dashboard';

const PUBLICATION: Record<ShowPublication, { label: string; variant: 'success' | 'secondary' | 'alternative' }> = {
  published: { label: '게시됨', variant: 'success' },
  modified: { label: '수정 후 미게시', variant: 'alternative' },
  draft: { label: '초안', variant: 'secondary' },
};

const MoreLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary600};
  font-size: ${({ theme }) => theme.fontSizes[1]};
  text-decoration: none;

  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

/** 00:00 today in Seoul, as the server counts "upcoming". */
const startOfSeoulToday = (): string => startOfSeoulDay().toISOString();

/** 다가오는 공연: the next shows from today, drafts included, each flagged when its poster or ticket link is missing. */
export function UpcomingShowsWidget() {
  const loaded = useDashboard<UpcomingShows>(
    DASHBOARD_PATHS.upcomingShows,
    '다가오는 공연을 불러오지 못했습니다. 새로고침해 주세요.',
  );

  if (loaded.state === 'loading') return <Widget.Loading>다가오는 공연을 불러오는 중입니다.</Widget.Loading>;
  if (loaded.state === 'error') return <Widget.Error>{loaded.message}</Widget.Error>;

  const { shows, total } = loaded.data;
  if (shows.length === 0) return <Widget.NoData>오늘 이후로 등록된 공연이 없습니다.</Widget.NoData>;

  return (
    <Flex direction="column" alignItems="stretch" gap={2} data-widget="upcoming-shows">
      <ul aria-label="다가오는 공연">
        {shows.map((show) => {
          const publication = PUBLICATION[show.publication];
          return (
            <li key={show.documentId}>
              <WidgetRow $divider="bottom" to={editViewPath(SHOW, show.documentId)} data-show={show.documentId}>
                <Flex gap={2} minWidth={0}>
                  <Typography variant="pi" textColor="neutral600" style={{ flex: 'none' }}>
                    {showTime(show.startsAt)}
                  </Typography>
                  <Ellipsis variant="omega" fontWeight="semiBold" textColor="neutral800" title={show.title}>
                    {show.title}
                  </Ellipsis>
                </Flex>
                <Flex gap={1} flex="none">
                  {show.showStatus !== 'scheduled' && (
                    <Badge
                      variant={show.showStatus === 'cancelled' ? 'danger' : 'warning'}
                      data-show-status={show.showStatus}
                    >
                      {SHOW_STATUS_BADGES[show.showStatus]}
                    </Badge>
                  )}
                  {show.showStatus !== 'cancelled' && !show.hasPoster && <Badge variant="danger">포스터 없음</Badge>}
                  {show.showStatus !== 'cancelled' && !show.hasTicketUrl && (
                    <Badge variant="warning">예매 링크 없음</Badge>
                  )}
                  <Badge variant={publication.variant}>{publication.label}</Badge>
                </Flex>
              </WidgetRow>
            </li>
          );
        })}
      </ul>
      <Flex justifyContent="space-between">
        <Typography variant="pi" textColor="neutral600">
          오늘부터 {total}건
        </Typography>
        <MoreLink to={showsFrom(startOfSeoulToday())}>공연 일정순으로 모두 보기</MoreLink>
      </Flex>
    </Flex>
  );
}
