import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { Layouts, Page, useAuth } from '@strapi/strapi/admin';
import { Link } from 'react-router-dom';
import { staffDisplayName } from '../../shared/staff-name';

const SITE_CONFIG_PATH = '/content-manager/single-types/api::site-config.site-config';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box background="neutral0" hasRadius shadow="filterShadow" padding={6}>
      <Flex direction="column" alignItems="stretch" gap={3}>
        <Typography variant="delta" tag="h2">
          {title}
        </Typography>
        {children}
      </Flex>
    </Box>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <Flex gap={3}>
      <Typography tag="dt" variant="sigma" textColor="neutral600" style={{ minWidth: '4rem' }}>
        {term}
      </Typography>
      <Typography tag="dd">{value}</Typography>
    </Flex>
  );
}

/**
 * 설정 as hall staff see it. Strapi 5.54 shows every admin its 설정 → 개요 page (plan, Strapi and
 * Node versions, no permission asked); staff find here what they can change and where instead.
 */
export function StaffSettingsPage() {
  const user = useAuth('StaffSettingsPage', (state) => state.user);
  const name = staffDisplayName(user ?? {}) ?? user?.email ?? '';
  const roles = (user?.roles ?? []).map((role) => role.name).join(', ');
  return (
    <Page.Main>
      <Page.Title>설정</Page.Title>
      <Layouts.Header title="설정" subtitle="공연장 직원이 바꿀 수 있는 설정과 그 위치입니다." />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={4} data-staff-settings="">
          <Section title="내 계정">
            <dl>
              <Row term="이름" value={name} />
              <Row term="이메일" value={user?.email ?? ''} />
              <Row term="역할" value={roles || '-'} />
            </dl>
            <Typography textColor="neutral600">
              이름, 비밀번호, 관리 화면의 언어와 화면 모드는 내 프로필에서 바꿉니다.
            </Typography>
            <Box>
              <Button tag={Link} to="/me" variant="secondary">
                내 프로필 열기
              </Button>
            </Box>
          </Section>
          <Section title="사이트 설정">
            <Typography textColor="neutral600">
              공연장 이름, 연락처, 찾아오는 길, 대관료와 납부 기준처럼 사이트에 보이는 정보는 콘텐츠 관리자의 사이트
              설정에서 바꾸고 게시합니다.
            </Typography>
            <Box>
              <Button tag={Link} to={SITE_CONFIG_PATH} variant="secondary">
                사이트 설정 열기
              </Button>
            </Box>
          </Section>
          <Section title="관리자 계정과 시스템">
            <Typography textColor="neutral600">
              직원 초대와 역할, 메일 서버, 백업 같은 시스템 설정은 최고 관리자가 맡습니다. 새 직원의 초대나 역할 변경이
              필요하면 최고 관리자에게 요청하세요.
            </Typography>
          </Section>
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
}
