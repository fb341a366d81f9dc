/**
 * Submitting an application, its documents and the busy days of the rental calendar
 * (docs/api/rental.md). The download route needs no Authorization: the signed, short-lived
 * token in its path is the credential, so the browser can open it directly.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/rental-applications',
      handler: 'rental-application.submit',
    },
    {
      method: 'POST',
      path: '/rental-applications/:id/documents/:field/link',
      handler: 'rental-application.documentLink',
    },
    {
      method: 'GET',
      path: '/rental-documents/:token',
      handler: 'rental-application.download',
      config: { auth: false },
    },
    {
      method: 'GET',
      path: '/rental-busy-dates',
      handler: 'rental-application.busyDates',
      config: { auth: false },
    },
  ],
};
