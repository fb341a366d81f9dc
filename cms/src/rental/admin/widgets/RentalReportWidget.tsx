import { Flex, Typography } from '@strapi/design-system';
import { Widget } from '@strapi/strapi/admin';
import { styled } from 'styled-components';
import { won } from '@hall/contract/rental-fees';
import type { RentalReport, ReportPeriod } from '@hall/contract/rental-report';
import { DASHBOARD_PATHS } from '../../../admin-api/dashboard-contract';
import { useDashboard } from '../../../admin/kit/use-dashboard';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 1.3rem;

  th,
  td {
    padding: ${({ theme }) => `${theme.spaces[1]} ${theme.spaces[2]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.neutral150};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child {
    text-align: left;
  }
  thead th {
    color: ${({ theme }) => theme.colors.neutral600};
    font-weight: 600;
  }
  tbody th {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.neutral800};
  }
  tr[data-total] th,
  tr[data-total] td {
    font-weight: 700;
  }
`;

const COLUMNS = ['대관일', '대관료', '입금액', '미수금'];

function Figures({
  label,
  figures,
}: {
  label: string;
  figures: Omit<ReportPeriod, 'label' | 'from' | 'to' | 'byCategory'>;
}) {
  return (
    <>
      <th scope="row">{label}</th>
      <td>{figures.days}일</td>
      <td>{won(figures.total)}</td>
      <td>{won(figures.received)}</td>
      <td>{won(figures.outstanding)}</td>
    </>
  );
}

function PeriodTable({ period, name }: { period: ReportPeriod; name: 'month' | 'year' }) {
  const used = period.byCategory.filter((entry) => entry.rentals > 0);
  return (
    <Table data-report={name}>
      <caption>
        <Typography variant="delta" tag="span">
          {period.label}
        </Typography>
      </caption>
      <thead>
        <tr>
          <th scope="col">구분</th>
          {COLUMNS.map((column) => (
            <th scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {used.map((entry) => (
          <tr key={entry.category} data-category={entry.category}>
            <Figures label={entry.label} figures={entry} />
          </tr>
        ))}
        <tr data-total>
          <Figures label="합계" figures={period} />
        </tr>
      </tbody>
    </Table>
  );
}

/**
 * 대관 실적: the rentals of this month and this year (approved, contracted, completed, by their
 * rental day): days, fees, what was received and what is outstanding, by category.
 */
export function RentalReportWidget() {
  const loaded = useDashboard<RentalReport>(
    DASHBOARD_PATHS.rentalReport,
    '대관 실적을 불러오지 못했습니다. 새로고침해 주세요.',
  );
  if (loaded.state === 'loading') return <Widget.Loading>대관 실적을 불러오는 중입니다.</Widget.Loading>;
  if (loaded.state === 'error') return <Widget.Error>{loaded.message}</Widget.Error>;
  const { month, year } = loaded.data;
  return (
    <Flex direction="column" alignItems="stretch" gap={4} data-widget="rental-report">
      <PeriodTable period={month} name="month" />
      <PeriodTable period={year} name="year" />
      <Typography variant="pi" textColor="neutral600" tag="p">
        승인·계약 완료·완료된 대관을 대관일 기준으로 셉니다. 입금액에는 부대시설 정산이 포함됩니다.
      </Typography>
    </Flex>
  );
}
