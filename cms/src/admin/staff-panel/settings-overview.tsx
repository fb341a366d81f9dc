import * as React from 'react';
import { Page, useAuth } from '@strapi/strapi/admin';
import { holds } from './permissions';
import { StaffSettingsPage } from './staff-settings-page';

/**
 * 설정 → 개요: Strapi's own page (plan, versions, the panel's logos) for whoever may read the
 * project settings (the Super Admin), the hall's StaffSettingsPage for everyone else.
 */
export function settingsOverview(strapiPage: () => Promise<{ Component?: React.ComponentType | null }>) {
  const StrapiOverview = React.lazy(async () => {
    const { Component } = await strapiPage();
    return { default: Component ?? (() => null) };
  });
  return function SettingsOverview() {
    // The signed-in account's permissions, as the panel loaded them at login; never empty once
    // loaded (every account holds some). useRBAC was not used: its first answer could come
    // before they were loaded, and showed the Super Admin the staff page.
    const permissions = useAuth('SettingsOverview', (state) => state.permissions);
    if (permissions.length === 0) return <Page.Loading />;
    if (!holds(permissions, 'admin::project-settings.read')) return <StaffSettingsPage />;
    return (
      <React.Suspense fallback={<Page.Loading />}>
        <StrapiOverview />
      </React.Suspense>
    );
  };
}
