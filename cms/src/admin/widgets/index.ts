import type { StrapiApp } from '@strapi/strapi/admin';
import { Calendar, ChartPie, Files } from '@strapi/icons';
import { ActiveFilterNotice } from './ActiveFilterNotice';
import { RENTAL_APPLICATION, SHOW } from './links';

const READ = 'plugin::content-manager.explorer.read';

/**
 * The admin home page of the hall office (called from app.tsx register): 대관 신청 현황 and
 * 다가오는 공연 ahead of Strapi's own widgets, each shown only to staff who may read its type,
 * and a notice in every list view when a filter or search hides entries.
 */
export function registerHomeWidgets(app: StrapiApp): void {
  app.widgets.register((widgets) => [
    {
      id: 'rental-status',
      icon: Files,
      title: { id: 'hall.widget.rental-status.title', defaultMessage: '대관 신청 현황' },
      component: async () => (await import('./RentalStatusWidget')).RentalStatusWidget,
      permissions: [{ action: READ, subject: RENTAL_APPLICATION }],
    },
    {
      id: 'rental-report',
      icon: ChartPie,
      title: { id: 'hall.widget.rental-report.title', defaultMessage: '대관 실적' },
      component: async () => (await import('./RentalReportWidget')).RentalReportWidget,
      permissions: [{ action: READ, subject: RENTAL_APPLICATION }],
    },
    {
      id: 'upcoming-shows',
      icon: Calendar,
      title: { id: 'hall.widget.upcoming-shows.title', defaultMessage: '다가오는 공연' },
      component: async () => (await import('./UpcomingShowsWidget')).UpcomingShowsWidget,
      permissions: [{ action: READ, subject: SHOW }],
    },
    ...widgets,
  ]);

  app
    .getPlugin('content-manager')
    .injectComponent('listView', 'actions', { name: 'hall-active-filter-notice', Component: ActiveFilterNotice });
}
