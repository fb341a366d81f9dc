import type { Core } from '@strapi/strapi';
import { installOutboxProvider, outboxReadOnlyMiddleware } from '../../email/outbox';

type Lifecycle = (context: { strapi: Core.Strapi }) => unknown;

/**
 * The e-mail plugin sends through the mail outbox (docs/decisions/023): once the plugin has made
 * its provider (nodemailer: SMTP or the mail-outbox folder), `send` records the mail instead, and
 * the mail worker delivers it through the real provider. The outbox's table is written only by
 * the outbox; staff put a failed mail back in the queue with POST /admin/outbound-mails/:documentId/retry
 * (the hall plugin, src/plugins/hall).
 */
export default (plugin: { register?: Lifecycle; bootstrap?: Lifecycle }) => {
  const register = plugin.register;
  plugin.register = async (context) => {
    await register?.(context);
    context.strapi.documents.use(outboxReadOnlyMiddleware());
  };
  const bootstrap = plugin.bootstrap;
  plugin.bootstrap = async (context) => {
    await bootstrap?.(context);
    installOutboxProvider(context.strapi);
  };
  return plugin;
};
