/**
 * The hall's schedule: shows and calendar events together, for the month calendar, as a
 * subscribable iCalendar feed and as one show's iCalendar file. Read-only and public
 * (`auth: false`): the responses hold only published shows and events.
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
    {
      method: 'GET',
      path: '/shows/:id/calendar.ics',
      handler: 'schedule.showCalendar',
      config: { auth: false },
    },
  ],
};
