import type { StrapiApp } from '@strapi/strapi/admin';
import { RentalHistoryPanel, RentalStepsPanel } from './panels';
import { RentalPaymentsPanel } from './payments-panel';
import { registerRentalExport } from './export-button';
import { heldDayColumn } from './held-day-badge';

/**
 * The rental workflow in the edit view of an application (docs/decisions/014): a 진행 단계 panel
 * with only the legal next steps, each confirmed in a dialog (반려 and 취소 require the reason),
 * and a 진행 이력 panel. Status, reason and history are read-only in the form itself.
 */
export function registerRentalWorkflow(app: StrapiApp): void {
  const contentManager = app.getPlugin('content-manager').apis as { addEditViewSidePanel(panels: unknown[]): void };
  contentManager.addEditViewSidePanel([RentalStepsPanel, RentalPaymentsPanel, RentalHistoryPanel]);
  registerRentalExport(app);
  // In the list, a waiting application whose day was taken meanwhile says so (날짜 마감).
  app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', heldDayColumn);
}
