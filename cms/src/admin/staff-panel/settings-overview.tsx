import * as React from 'react';
import { Page, useRBAC } from '@strapi/strapi/admin';
import { StaffSettingsPage } from './staff-settings-page';

const PROJECT_SETTINGS = { read: [{ action: 'admin::project-settings.read', subject: null }] };

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
    const {
      isLoading,
      allowedActions: { canRead },
    } = useRBAC(PROJECT_SETTINGS);
    if (isLoading) return <Page.Loading />;
    if (!canRead) return <StaffSettingsPage />;
    return (
      <React.Suspense fallback={<Page.Loading />}>
        <StrapiOverview />
      </React.Suspense>
    );
  };
}
