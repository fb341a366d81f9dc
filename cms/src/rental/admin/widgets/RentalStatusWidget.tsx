import { Badge, Box, Flex, Typography } from '@strapi/design-system';
import { Widget } from '@strapi/strapi/admin';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { DASHBOARD_PATHS, type RentalSummary } from '../../../admin-api/dashboard-contract';
import { RENTAL_APPLICATION, applicationsWithStatus, editViewPath } from '../../../admin/kit/content-links';
import { Ellipsis, WidgetRow } from '../../../admin/kit/widget-styles';
import { RentalExportButton } from '../workflow/export-button';
import { calendarDay, submittedTime, useDashboard } from '../../../admin/kit/use-dashboard';

const AWAITING = ['received', 'reviewing'];

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.8rem, 1fr));
  gap: ${({ theme }) => theme.spaces[1]};
`;

const Tile = styled(Link)<{ $awaiting: boolean }>`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.spaces[1]} ${theme.spaces[2]}`};
  border: 1px solid ${({ theme, $awaiting }) => ($awaiting ? theme.colors.primary200 : theme.colors.neutral150)};
  border-radius: ${({ theme }) => theme.borderRadius};
  background: ${({ theme, $awaiting }) => ($awaiting ? theme.colors.primary100 : theme.colors.neutral0)};
  text-decoration: none;

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary600};
  }
`;

/** 대관 신청 현황: how many applications are in each status, and the newest that wait for staff. */
export function RentalStatusWidget() {
  const loaded = useDashboard<RentalSummary>(
    DASHBOARD_PATHS.rentalApplications,
    '대관 신청 현황을 불러오지 못했습니다. 새로고침해 주세요.',
  );

  if (loaded.state === 'loading') return <Widget.Loading>대관 신청 현황을 불러오는 중입니다.</Widget.Loading>;
  if (loaded.state === 'error') return <Widget.Error>{loaded.message}</Widget.Error>;

  const { statuses, total, awaiting, awaitingTotal } = loaded.data;
  if (total === 0) return <Widget.NoData>아직 접수된 대관 신청이 없습니다.</Widget.NoData>;

  return (
    <Flex direction="column" alignItems="stretch" gap={3} data-widget="rental-status">
      <nav aria-label="진행 상태별 대관 신청">
        <Tiles>
          {statuses.map(({ status, label, count }) => (
            <li key={status}>
              <Tile
                to={applicationsWithStatus(status)}
                $awaiting={AWAITING.includes(status) && count > 0}
                aria-label={`${label} ${count}건 목록 보기`}
                data-status={status}
              >
                <Typography variant="pi" textColor="neutral600">
                  {label}
                </Typography>
                <Typography
                  variant="delta"
                  tag="span"
                  textColor={AWAITING.includes(status) && count > 0 ? 'primary700' : 'neutral800'}
                  data-count
                >
                  {count}
                </Typography>
              </Tile>
            </li>
          ))}
        </Tiles>
      </nav>

      <Box>
        <Flex justifyContent="space-between" paddingBottom={1}>
          <Typography variant="delta" tag="h3">
            처리를 기다리는 신청
          </Typography>
          <Typography variant="pi" textColor="neutral600">
            {awaitingTotal > awaiting.length
              ? `최근 ${awaiting.length}건 / 모두 ${awaitingTotal}건`
              : `${awaitingTotal}건`}
          </Typography>
        </Flex>
        {awaiting.length === 0 ? (
          <Typography variant="omega" textColor="neutral600" tag="p">
            접수나 검토 중인 신청이 없습니다.
          </Typography>
        ) : (
          <ul aria-label="처리를 기다리는 신청">
            {awaiting.map((application) => (
              <li key={application.documentId}>
                <WidgetRow
                  $divider="top"
                  to={editViewPath(RENTAL_APPLICATION, application.documentId)}
                  data-awaiting={application.documentId}
                >
                  <Ellipsis
                    variant="omega"
                    textColor="neutral800"
                    title={`${application.company} · ${application.showTitle}`}
                  >
                    <Typography fontWeight="semiBold">{application.company}</Typography> · {application.showTitle}
                  </Ellipsis>
                  <Flex gap={2} flex="none">
                    <Typography
                      variant="pi"
                      textColor="neutral600"
                      title={`제출 ${submittedTime(application.submittedAt)}`}
                    >
                      희망일 {calendarDay(application.desiredDate)}
                    </Typography>
                    <Badge variant={application.status === 'received' ? 'primary' : 'warning'}>
                      {application.statusLabel}
                    </Badge>
                  </Flex>
                </WidgetRow>
              </li>
            ))}
          </ul>
        )}
      </Box>
      <Flex justifyContent="flex-end">
        <RentalExportButton variant="tertiary" />
      </Flex>
    </Flex>
  );
}
