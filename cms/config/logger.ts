export default ({ env }) => ({
  level: env('LOG_LEVEL', 'http'),
  updates: { enabled: false },
  startup: { enabled: env.bool('LOG_STARTUP_BANNER', true) },
});
