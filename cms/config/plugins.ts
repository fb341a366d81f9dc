import path from 'path';
import { REFRESH_COOKIE } from '@hall/contract/cookies';
import { validatePassword } from '../src/auth/password-rule';
import { createOutboxTransport } from '../src/email/outbox-transport';
import { mediaUploadProvider } from '../src/storage/s3-settings';
import hallConfig, { settingReaders } from './hall';

const cmsRoot = path.resolve(__dirname, '..', '..');

export default ({ env }) => {
  // The parsers of config/hall.ts (empty means "not set": docker-compose passes empty strings).
  const { text, secret, number, flag } = settingReaders(env);
  const hall = hallConfig({ env });

  const publicUrl = text('PUBLIC_URL');
  const accessTokenLifespan = Math.round(number('AUTH_ACCESS_TOKEN_TTL_SECONDS', 15 * 60));
  const idleRefreshTokenLifespan = Math.round(number('AUTH_REFRESH_IDLE_TTL_SECONDS', 7 * 24 * 60 * 60));
  const maxRefreshTokenLifespan = Math.max(
    idleRefreshTokenLifespan,
    Math.round(number('AUTH_REFRESH_MAX_TTL_SECONDS', 30 * 24 * 60 * 60)),
  );

  const smtpHost = text('SMTP_HOST');
  const smtpSecure = flag('SMTP_SECURE', false);
  const smtpUser = text('SMTP_USER');
  const mailSettings = {
    defaultFrom: text('MAIL_FROM', 'no-reply@localhost'),
    ...(text('MAIL_REPLY_TO') ? { defaultReplyTo: text('MAIL_REPLY_TO') } : {}),
  };

  return {
    // The hall's own routes (docs/decisions/037): the staff's /admin routes and the site files.
    // Strapi loads a local plugin's strapi-server.js as it is, so `resolve` names the compiled
    // copy beside this compiled file (cms/dist/src/plugins/hall, package.json included), not the
    // TypeScript source.
    hall: { enabled: true, resolve: path.join(__dirname, '..', 'src', 'plugins', 'hall') },
    'users-permissions': {
      config: {
        jwtSecret: env('JWT_SECRET'),
        // Refresh-token sessions (docs/decisions/006): a short-lived access token that the site
        // keeps in memory, and a rotating refresh token in an httpOnly cookie sent only to
        // /api/auth (refresh, logout, change-password).
        jwtManagement: 'refresh',
        sessions: {
          accessTokenLifespan,
          idleRefreshTokenLifespan,
          maxRefreshTokenLifespan,
          httpOnly: true,
          cookie: {
            name: REFRESH_COOKIE,
            sameSite: 'lax',
            path: '/api/auth',
            secure: publicUrl.startsWith('https://'),
            // The cookie is dropped when its token would have expired anyway.
            maxAge: idleRefreshTokenLifespan * 1000,
          },
        },
        register: {
          // Only these profile fields may accompany e-mail, username and password at signup;
          // anything else (role, confirmed, blocked, …) is refused with 400.
          allowedFields: ['name', 'phoneNumber'],
        },
        // The password rule of the spec on signup and password change; reset-password applies
        // it in src/auth/auth-controller.ts.
        validationRules: { validatePassword },
        resetPassword: {
          // How long a password-reset code (the link in the mail) works.
          codeTtlMinutes: number('RESET_CODE_TTL_MINUTES', 60),
        },
        // Per client address and route (src/auth/rate-limit.ts), refused with 429.
        ratelimit: {
          enabled: flag('AUTH_RATE_LIMIT_ENABLED', true),
          interval: Math.round(number('AUTH_RATE_LIMIT_WINDOW_MS', 60_000)),
          max: Math.round(number('AUTH_RATE_LIMIT_MAX', 10)),
        },
      },
    },
    email: {
      config: {
        provider: 'nodemailer',
        // With SMTP_HOST: a real SMTP server. Without: the outbox, which writes every mail to
        // MAIL_OUTBOX_DIR and logs the recipient, subject and any password-reset link.
        providerOptions: smtpHost
          ? {
              host: smtpHost,
              port: Math.round(number('SMTP_PORT', smtpSecure ? 465 : 587)),
              secure: smtpSecure,
              ...(smtpUser ? { auth: { user: smtpUser, pass: secret('SMTP_PASSWORD') } } : {}),
            }
          : createOutboxTransport(path.resolve(cmsRoot, text('MAIL_OUTBOX_DIR', '.tmp/mail'))),
        settings: mailSettings,
      },
    },
    upload: {
      config: {
        sizeLimit: hall.uploadSizeLimitBytes,
        // Media on S3-compatible storage when S3_BUCKET is set, else public/uploads (docs/decisions/025).
        ...mediaUploadProvider(hall.s3),
      },
    },
  };
};
