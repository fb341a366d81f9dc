import type { StrapiApp } from '@strapi/strapi/admin';
import type * as React from 'react';
import { withRentalLanding } from './content-manager-landing';
import { rememberSignedInPermissions } from './permissions';
import { readableColumnsOnly } from './readable-columns';
import { settingsOverview } from './settings-overview';

interface Route {
  path?: string;
  lazy?: () => Promise<{ Component?: React.ComponentType | null }>;
  Component?: React.ComponentType;
  children?: Route[];
  [key: string]: unknown;
}

/** What the statistics widget counts (schemas, webhooks, API tokens) is the Super Admin's work. */
const TECHNICAL_WIDGET_PERMISSIONS = [{ action: 'admin::webhooks.read' }, { action: 'admin::api-tokens.read' }];

/**
 * The registration page (invitation link) offers Strapi's newsletter, which is not the hall's to
 * offer its staff. Strapi 5.54 has no setting or API for that form, and its checkbox carries no
 * name: the rule hides the form's only checkbox, on that page only (opened from the link, so the
 * rule is added at that page load). e2e/admin-roles.test.ts fails if the offer comes back.
 */
const REGISTRATION_PATH = /\/auth\/register\/?$/;
const REGISTRATION_STYLE = `
form:has(input[name="confirmPassword"]) :has(> button[role="checkbox"]),
form:has(input[name="confirmPassword"]) :has(> * > * > button[role="checkbox"]) {
  display: none !important;
}`;

/**
 * A panel for hall staff, not for developers (called from app.tsx register): Strapi's project
 * statistics, plan and versions stay with the Super Admin, 대관 담당 opens the content manager
 * on 대관 신청, and list columns a role cannot read are left out. All through Strapi's public
 * admin APIs: widgets, router.addRoute, addRBACMiddleware and the list view hook.
 */
export function registerStaffPanel(app: StrapiApp): void {
  app.widgets.register((widgets) =>
    widgets.map((widget) =>
      (widget as { id?: string; pluginId?: string }).id === 'key-statistics'
        ? { ...widget, permissions: TECHNICAL_WIDGET_PERMISSIONS }
        : widget,
    ),
  );
  app.addRBACMiddleware(rememberSignedInPermissions);

  const addRoute = app.router.addRoute.bind(app.router) as (reducer: (routes: Route[]) => Route[]) => void;
  addRoute((routes) =>
    routes.map((route) => {
      if (route.path === 'content-manager/*' && route.lazy) return { ...route, lazy: withRentalLanding(route.lazy) };
      if (route.path !== 'settings/*') return route;
      return {
        ...route,
        children: (route.children ?? []).map((child) =>
          child.path === 'application-infos' && child.lazy
            ? { path: child.path, Component: settingsOverview(child.lazy) }
            : child,
        ),
      };
    }),
  );

  if (REGISTRATION_PATH.test(window.location.pathname)) {
    const style = document.createElement('style');
    style.dataset.hall = 'registration';
    style.textContent = REGISTRATION_STYLE;
    document.head.appendChild(style);
  }
}

export function bootstrapStaffPanel(app: StrapiApp): void {
  app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', readableColumnsOnly);
  // Beside Strapi's 사용자 page, for who may invite staff (src/plugins/hall/server/controllers/staff-invitations.ts).
  app.addSettingsLink('global', {
    id: 'hall-staff-invitations',
    to: 'staff-invitations',
    intlLabel: { id: 'hall.settings.staff-invitations', defaultMessage: '대기 중인 초대' },
    permissions: [{ action: 'admin::users.create', subject: null }],
    Component: () => import('./invitations-page'),
  });
}
