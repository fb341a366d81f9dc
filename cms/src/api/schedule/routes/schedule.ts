/**
 * The hall's schedule: shows and calendar events together, for the month calendar and as a
 * subscribable iCalendar feed. Read-only and public (`auth: false`): the answers hold only
 * published shows and events, shaped by the service below.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/schedule',
      handler: 'schedule.range',
      config: { auth: false },
    },
    {
      method: 'GET',
      path: '/calendar.ics',
      handler: 'schedule.feed',
      config: { auth: false },
    },
  ],
};
