import type { Core } from '@strapi/strapi';
import { LOCALES } from '@hall/contract/locales';
import { isLocalizedType } from '../localization/locales';
import { defaultNewStaffToKorean } from './staff-language';
import { fillStaffDisplayNames, showStaffNamesInKoreanOrder } from './staff-display-name';

const SHOW = 'api::show.show';
const NOTICE = 'api::notice.notice';
const POPUP = 'api::popup.popup';
const CALENDAR_EVENT = 'api::calendar-event.calendar-event';
const SITE_CONFIG = 'api::site-config.site-config';
const RENTAL_APPLICATION = 'api::rental-application.rental-application';
const MEMBER = 'plugin::users-permissions.user';
const OUTBOUND_MAIL = 'api::outbound-mail.outbound-mail';
const RENTAL_ROUND = 'api::rental-round.rental-round';

const SITE_CONTENT = [SHOW, NOTICE, POPUP, CALENDAR_EVENT, SITE_CONFIG];

const CM = 'plugin::content-manager.explorer';

/**
 * One permission of a staff role. `fields` limits a content-manager action to some fields;
 * without it the action covers every field of the type (nested component fields included).
 */
export interface StaffPermission {
  action: string;
  subject?: string;
  fields?: string[];
}

export interface StaffRole {
  /** Stable key: the role is found by it, so a name changed by hand comes back too. */
  code: string;
  name: string;
  description: string;
  permissions: StaffPermission[];
}

const contentActions = (subjects: string[], actions: string[]): StaffPermission[] =>
  subjects.flatMap((subject) => actions.map((action) => ({ action: `${CM}.${action}`, subject })));

/**
 * The staff roles, exactly. Neither holds a Settings, Content-type Builder, Marketplace, API
 * or transfer token, webhook, user, role, locale, e-mail or users-permissions action: those stay
 * with the Super Admin (the technical owner's account).
 */
export const STAFF_ROLES: StaffRole[] = [
  {
    code: 'hall-content-staff',
    name: '공연장 직원',
    description:
      '공연, 공지사항, 팝업, 캘린더 일정, 사이트 설정과 미디어 라이브러리를 관리합니다. 대관 신청과 회원 정보는 볼 수 없습니다.',
    permissions: [
      ...contentActions([SHOW, NOTICE, POPUP, CALENDAR_EVENT], ['create', 'read', 'update', 'delete', 'publish']),
      // The site config is drafted, previewed and published like the rest (docs/decisions/017),
      // and never deleted: the whole site reads it.
      ...contentActions([SITE_CONFIG], ['create', 'read', 'update', 'publish']),
      { action: 'plugin::upload.read' },
      { action: 'plugin::upload.assets.create' },
      // Replacing and deleting a file are both "update" in the media library.
      { action: 'plugin::upload.assets.update' },
      { action: 'plugin::upload.assets.download' },
      { action: 'plugin::upload.assets.copy-link' },
    ],
  },
  {
    code: 'hall-rental-staff',
    name: '대관 담당',
    description:
      '대관 신청과 첨부 서류를 처리하고 대관 공모를 공고하며, 메일 발송함에서 보낸 메일과 실패한 메일을 확인합니다. 공연, 공지사항, 팝업, 캘린더 일정, 사이트 설정은 읽기만 합니다.',
    permissions: [
      // No delete: an application is a business record with its status history and the mails
      // sent; it ends as 취소 or 완료. Only the Super Admin can delete one (e.g. on a member's
      // request to erase personal data).
      ...contentActions([RENTAL_APPLICATION], ['read', 'create', 'update']),
      // The calls for applications (대관 공모) are the rental office's to announce.
      ...contentActions([RENTAL_ROUND], ['create', 'read', 'update', 'delete', 'publish']),
      ...contentActions(SITE_CONTENT, ['read']),
      // The application's 신청 회원 is shown by the member's login (username, the e-mail at signup)
      // or e-mail; without reading them Strapi shows an internal id. Nothing else of a member.
      { action: `${CM}.read`, subject: MEMBER, fields: ['username', 'email'] },
      // The mail outbox, to see what was sent and what failed (docs/decisions/023): read only,
      // and never a mail's body (a member's reset link is in one).
      {
        action: `${CM}.read`,
        subject: OUTBOUND_MAIL,
        fields: [
          'deliveryStatus',
          'purpose',
          'recipient',
          'subject',
          'attempts',
          'nextAttemptAt',
          'lastError',
          'sentAt',
          'application',
        ],
      },
    ],
  },
];

/** Strapi's sample roles, removed while nobody holds them: their scope is not the hall's. */
const STRAPI_SAMPLE_ROLE_CODES = ['strapi-editor', 'strapi-author'];

interface AdminRole {
  id: number;
  code: string;
  name: string;
  description: string;
}

interface PermissionObject {
  action: string;
  subject?: string | null;
  properties?: { fields?: string[]; locales?: string[] };
  conditions?: string[];
}

interface Action {
  actionId: string;
  subjects?: string[];
}

/** The role's permissions in the shape the admin role service stores (nested field paths included). */
export function staffRolePermissions(strapi: Core.Strapi, role: StaffRole): PermissionObject[] {
  const { actionProvider } = strapi.service('admin::permission') as {
    actionProvider: { get(id: string): Action | undefined };
  };
  const contentTypeService = strapi.service('admin::content-type') as {
    getPermissionsWithNestedFields(actions: Action[], options: { restrictedSubjects?: string[] }): PermissionObject[];
  };

  return role.permissions.flatMap((permission): PermissionObject[] => {
    const action = actionProvider.get(permission.action);
    if (!action) throw new Error(`staff role "${role.name}": unknown admin action ${permission.action}`);
    if (!permission.subject) return [{ action: permission.action, properties: {}, conditions: [] }];
    if (!action.subjects?.includes(permission.subject)) {
      throw new Error(`staff role "${role.name}": ${permission.action} does not apply to ${permission.subject}`);
    }
    const [withAllFields] = contentTypeService.getPermissionsWithNestedFields([action], {
      restrictedSubjects: action.subjects.filter((subject) => subject !== permission.subject),
    });
    // Shows, notices and the site config are written in Korean and English (docs/decisions/038):
    // a role's action on them covers both languages (without `locales`, i18n allows none).
    const locales = isLocalizedType(permission.subject) ? { locales: [...LOCALES] } : {};
    if (permission.fields && withAllFields.properties?.fields) {
      return [{ ...withAllFields, properties: { ...withAllFields.properties, fields: permission.fields, ...locales } }];
    }
    return [{ ...withAllFields, properties: { ...withAllFields.properties, ...locales } }];
  });
}

/**
 * Creates the staff roles when missing and makes each hold exactly its permissions, name and
 * description on every start: a role edited in Settings → 관리자 → 역할 comes back to this
 * definition at the next start (docs/decisions/015).
 */
export async function applyStaffRoles(strapi: Core.Strapi): Promise<void> {
  const roleService = strapi.service('admin::role') as {
    findOne(params: Record<string, unknown>): Promise<AdminRole | null>;
    create(attributes: Omit<AdminRole, 'id'>): Promise<AdminRole>;
    update(params: { id: number }, attributes: Partial<AdminRole>): Promise<AdminRole>;
    assignPermissions(roleId: number, permissions: PermissionObject[]): Promise<unknown>;
    getUsersCount(roleId: number): Promise<number>;
    deleteByIds(ids: number[]): Promise<unknown>;
  };

  for (const definition of STAFF_ROLES) {
    const permissions = staffRolePermissions(strapi, definition);
    let role = await roleService.findOne({ code: definition.code });
    if (!role) {
      role = await roleService.create({
        code: definition.code,
        name: definition.name,
        description: definition.description,
      });
      strapi.log.info(`[access] admin role "${definition.name}" created`);
    } else if (role.name !== definition.name || role.description !== definition.description) {
      role = await roleService.update({ id: role.id }, { name: definition.name, description: definition.description });
    }
    await roleService.assignPermissions(role.id, permissions);
  }

  for (const code of STRAPI_SAMPLE_ROLE_CODES) {
    const sample = await roleService.findOne({ code });
    if (sample && (await roleService.getUsersCount(sample.id)) === 0) {
      await roleService.deleteByIds([sample.id]);
      strapi.log.info(`[access] Strapi's sample admin role "${sample.name}" removed (nobody held it)`);
    }
  }
}

/** Staff accounts: the two roles of the code, Korean for every new account, names in Korean order. */
export async function applyStaffAccess(strapi: Core.Strapi): Promise<void> {
  defaultNewStaffToKorean(strapi);
  showStaffNamesInKoreanOrder(strapi);
  await fillStaffDisplayNames(strapi);
  await applyStaffRoles(strapi);
}
