/**
 * GET /api/health/ready — readiness for the load balancer and compose's healthcheck (public,
 * never cached). GET /_health (Strapi's own) stays the liveness check: the process responds.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/health/ready',
      handler: 'health.ready',
      config: { auth: false },
    },
  ],
};
