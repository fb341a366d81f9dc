import type { StrapiApp } from '@strapi/strapi/admin';
import { ChartPie, Files } from '@strapi/icons';
import { RENTAL_APPLICATION } from '../../admin/kit/content-links';
import { RentalDocumentsPanel } from './documents-panel';
import { registerRentalWorkflow } from './workflow';

/**
 * The rental domain's admin entry point (src/rental/README.md), the one module of src/rental/admin
 * the panel's shell (src/admin) imports: the edit view's panels of an application, the list's
 * 날짜 마감 column and 엑셀 내보내기, and the home page's two rental widgets.
 */

const READ = 'plugin::content-manager.explorer.read';

/** Bootstrap: the workflow's panels (진행 단계, 납부, 진행 이력), then 제출 서류. */
export function bootstrapRentalAdmin(app: StrapiApp): void {
  registerRentalWorkflow(app);
  const contentManager = app.getPlugin('content-manager').apis as { addEditViewSidePanel(panels: unknown[]): void };
  contentManager.addEditViewSidePanel([RentalDocumentsPanel]);
}

/** 대관 신청 현황 and 대관 실적 on the admin home page, for staff who may read applications. */
export const rentalHomeWidgets = [
  {
    id: 'rental-status',
    icon: Files,
    title: { id: 'hall.widget.rental-status.title', defaultMessage: '대관 신청 현황' },
    component: async () => (await import('./widgets/RentalStatusWidget')).RentalStatusWidget,
    permissions: [{ action: READ, subject: RENTAL_APPLICATION }],
  },
  {
    id: 'rental-report',
    icon: ChartPie,
    title: { id: 'hall.widget.rental-report.title', defaultMessage: '대관 실적' },
    component: async () => (await import('./widgets/RentalReportWidget')).RentalReportWidget,
    permissions: [{ action: READ, subject: RENTAL_APPLICATION }],
  },
];
