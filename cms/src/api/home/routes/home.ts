/**
 * Everything the home page shows, in one read-only public response (`auth: false`): published
 * shows, notices and popups only, shaped by the service below.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/home',
      handler: 'home.find',
      config: { auth: false },
    },
  ],
};
