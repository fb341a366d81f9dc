import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { OUTBOUND_MAIL, notifyMailRecorded } from '../../../../email/outbox';

const MESSAGES = {
  forbidden: '메일 발송함을 볼 권한이 없습니다.',
  notFound: '메일을 찾을 수 없습니다.',
  notFailed: '실패한 메일만 다시 보낼 수 있습니다.',
} as const;

function respondWithError(ctx: Context, status: number, name: string, message: string): void {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: {} } };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * POST /admin/outbound-mails/:documentId/retry (다시 보내기): a failed mail goes back to 대기 with a
   * full set of attempts, and the worker sends it at once. Staff who may read the outbox's status
   * may ask for it: sending a mail the hall meant to send changes nothing else. Nothing else of
   * the mail can be changed.
   */
  async retry(ctx: Context) {
    const checker = strapi
      .plugin('content-manager')
      .service('permission-checker')
      .create({ userAbility: ctx.state.userAbility, model: OUTBOUND_MAIL }) as {
      can: { read(entity?: unknown, field?: string): boolean };
    };
    if (!checker.can.read() || !checker.can.read(null, 'deliveryStatus'))
      return respondWithError(ctx, 403, 'ForbiddenError', MESSAGES.forbidden);
    const documentId = String(ctx.params.documentId ?? '');
    const mail = (await strapi.db.query(OUTBOUND_MAIL).findOne({
      where: { documentId },
      select: ['id', 'deliveryStatus'],
    })) as { id: number; deliveryStatus: string } | null;
    if (!mail) return respondWithError(ctx, 404, 'NotFoundError', MESSAGES.notFound);
    const { count } = (await strapi.db.query(OUTBOUND_MAIL).updateMany({
      where: { id: mail.id, deliveryStatus: 'failed' },
      data: {
        deliveryStatus: 'pending',
        attempts: 0,
        nextAttemptAt: new Date(),
        claimedBy: null,
        claimedUntil: null,
      },
    })) as { count: number };
    if (count !== 1) return respondWithError(ctx, 409, 'ConflictError', MESSAGES.notFailed);
    strapi.log.info(`[mail] mail ${mail.id} queued again by admin user ${ctx.state.user?.id ?? '?'}`);
    notifyMailRecorded();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { documentId, deliveryStatus: 'pending' } };
  },
});
