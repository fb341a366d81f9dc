export default ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      register: {
        // Only these profile fields may accompany e-mail, username and password at signup;
        // anything else (role, confirmed, blocked, …) is refused with 400.
        allowedFields: ['name', 'phoneNumber'],
      },
      ratelimit: {
        enabled: env.bool('AUTH_RATE_LIMIT_ENABLED', true),
        interval: env.int('AUTH_RATE_LIMIT_WINDOW_MS', 60_000),
        max: env.int('AUTH_RATE_LIMIT_MAX', 10),
      },
    },
  },
  upload: {
    config: {
      sizeLimit: env.int('UPLOAD_SIZE_LIMIT_BYTES', 20 * 1024 * 1024),
    },
  },
});
