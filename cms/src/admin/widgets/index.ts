import type { StrapiApp } from '@strapi/strapi/admin';
import { Calendar } from '@strapi/icons';
import { rentalHomeWidgets } from '../../rental/admin';
import { SHOW } from '../kit/content-links';
import { ActiveFilterNotice } from './ActiveFilterNotice';

const READ = 'plugin::content-manager.explorer.read';

/**
 * The admin home page of the hall office (called from app.tsx register): 대관 신청 현황 and
 * 다가오는 공연 ahead of Strapi's own widgets, each shown only to staff who may read its type,
 * and a notice in every list view when a filter or search hides entries.
 */
export function registerHomeWidgets(app: StrapiApp): void {
  app.widgets.register((widgets) => [
    ...rentalHomeWidgets,
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
