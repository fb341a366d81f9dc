import { Flex, Typography } from '@strapi/design-system';
import { WarningCircle } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';

/** What visitors no longer see once a document of this type is taken off the site (게시 취소). */
export const UNPUBLISH_CONSEQUENCES: Record<string, string> = {
  'api::show.show': '이 공연이 사이트의 공연 목록, 공연 일정, 캘린더와 상세 페이지에서 사라집니다.',
  'api::notice.notice': '이 공지가 공지사항 목록, 홈 화면과 공지 피드에서 사라집니다.',
  'api::popup.popup': '이 팝업이 홈 화면에 더 이상 뜨지 않습니다.',
  'api::calendar-event.calendar-event': '이 일정이 사이트의 캘린더와 일정 피드에서 사라집니다.',
  'api::site-config.site-config':
    '사이트가 공연장 이름, 연락처, 대관료표 같은 기본 정보를 읽지 못하게 됩니다. 다시 게시할 때까지 사이트 곳곳이 비어 보입니다.',
  'api::rental-round.rental-round':
    '이 공모가 대관 안내에서 사라지고, 그 기간의 날짜는 수시대관 규칙으로 신청받습니다.',
};

const FALLBACK = '이 항목이 사이트에서 사라집니다.';

interface ActionProps {
  model: string;
  [key: string]: unknown;
}

interface ActionDescription {
  onClick?: (event: unknown) => Promise<boolean | void> | boolean | void;
  dialog?: unknown;
  [key: string]: unknown;
}

type DocumentAction = ((props: ActionProps) => ActionDescription | null) & { type?: string; position?: unknown };

/**
 * 게시 취소 asks first, saying what visitors will no longer see (issue 20): Strapi's own action takes
 * a published document off the site at one click, from a menu beside the red 변경 사항 취소. The
 * action is Strapi's, wrapped: it runs only when the dialog is confirmed. When the document has
 * unpublished changes Strapi already asks (keep or replace the draft) and is left as it is.
 */
function confirmed(unpublish: DocumentAction): DocumentAction {
  const ConfirmedUnpublish: DocumentAction = (props) => {
    const description = unpublish(props);
    if (!description || description.dialog || !description.onClick) return description;
    const run = description.onClick;
    return {
      ...description,
      // Opens the dialog instead of acting (a falsy result lets Strapi open it).
      onClick: () => false,
      dialog: {
        type: 'dialog',
        title: '게시를 취소할까요?',
        content: (
          <Flex direction="column" gap={2} data-confirm-unpublish>
            <WarningCircle width="24px" height="24px" fill="danger600" />
            <Typography tag="p" variant="omega" textAlign="center">
              {UNPUBLISH_CONSEQUENCES[props.model] ?? FALLBACK}
            </Typography>
            <Typography tag="p" variant="pi" textColor="neutral600" textAlign="center">
              초안은 남아 있어 언제든 다시 게시할 수 있습니다.
            </Typography>
          </Flex>
        ),
        onConfirm: () => run(undefined),
      },
    };
  };
  ConfirmedUnpublish.type = unpublish.type;
  ConfirmedUnpublish.position = unpublish.position;
  return ConfirmedUnpublish;
}

export function confirmUnpublish(app: StrapiApp): void {
  const contentManager = app.getPlugin('content-manager').apis as {
    addDocumentAction(actions: (existing: DocumentAction[]) => DocumentAction[]): void;
  };
  contentManager.addDocumentAction((actions) =>
    actions.map((action) => (action.type === 'unpublish' ? confirmed(action) : action)),
  );
}
