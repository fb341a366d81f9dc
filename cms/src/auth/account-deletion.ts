import type { Core } from '@strapi/strapi';
import {
  ACCOUNT_DELETION_REASON,
  RENTAL_APPLICATION,
  SUBMISSION_KEYS_TABLE,
  afterWithdrawal,
  isWithdrawable,
  recordMemberDeletedStaffMail,
  withdrawApplication,
  type ApplicationStatus,
  type Withdrawal,
} from '../rental';
import { hallContact } from '../email/mailer';
import { memberDeletedStaffMail } from '../email/templates';
import { sessionManager } from './sessions';

/**
 * 회원 탈퇴 (docs/decisions/027, docs/api/auth.md). In one transaction:
 * - applications still 접수 or 검토중 are withdrawn (취소, history marked as the applicant's,
 *   reason "회원 탈퇴로 신청이 취소되었습니다."), their documents to be destroyed;
 * - every application of the member is unlinked from the account and kept as a business record
 *   for the privacy policy's period (src/rental/server/application-retention.ts destroys it then);
 *   the applicant's name and contact fields are part of that record and stay;
 * - the member's submission keys (idempotency) and every login (refresh sessions, and with them
 *   every access token, which is checked against its session) are deleted;
 * - the member's row goes, with the consent record on it.
 * After the commit the withdrawn applications' files are removed and staff are mailed.
 */

const USER = 'plugin::users-permissions.user';

export interface DeletedAccount {
  withdrawn: number;
  kept: number;
}

export async function deleteMemberAccount(
  strapi: Core.Strapi,
  member: { id: number; email: string },
): Promise<DeletedAccount> {
  const now = new Date();
  const { withdrawals, kept } = await strapi.db.transaction(async ({ trx }) => {
    const owned = (await strapi.db.query(RENTAL_APPLICATION).findMany({
      where: { owner: { id: member.id } },
      select: ['id', 'documentId', 'applicationStatus'],
      orderBy: { id: 'asc' },
    })) as Array<{ id: number; documentId: string; applicationStatus: ApplicationStatus }>;

    const withdrawals: Withdrawal[] = [];
    for (const application of owned) {
      if (!isWithdrawable(application.applicationStatus)) continue;
      withdrawals.push(
        await withdrawApplication(strapi, {
          documentId: application.documentId,
          ownerId: member.id,
          reason: ACCOUNT_DELETION_REASON,
          // The applicant hears of it at the application's own e-mail: there is no account any more.
          ownerEmail: null,
          onAccountDeletion: true,
          now,
        }),
      );
    }
    for (const application of owned) {
      await strapi.db.query(RENTAL_APPLICATION).update({ where: { id: application.id }, data: { owner: null } });
    }

    await trx(SUBMISSION_KEYS_TABLE).where({ owner_id: member.id }).delete();
    await sessionManager(strapi).invalidateRefreshToken(String(member.id));
    await strapi.db.query(USER).delete({ where: { id: member.id } });
    const kept = owned.length - withdrawals.length;
    // Staff are told in the same transaction (docs/decisions/023).
    const hall = await hallContact(strapi);
    await recordMemberDeletedStaffMail(
      strapi,
      memberDeletedStaffMail({
        hall,
        email: member.email,
        deletedAt: now.toISOString(),
        withdrawnCount: withdrawals.length,
        keptCount: kept,
      }),
    );
    return { withdrawals, kept };
  });

  for (const withdrawal of withdrawals) await afterWithdrawal(strapi, withdrawal);
  strapi.log.info(
    `[auth] member ${member.id} deleted the account: ${withdrawals.length} application(s) withdrawn, ${kept} kept`,
  );
  return { withdrawn: withdrawals.length, kept };
}
