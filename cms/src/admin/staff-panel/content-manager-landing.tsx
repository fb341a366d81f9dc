import * as React from 'react';
import { Page, useAuth } from '@strapi/strapi/admin';
import { Navigate, useLocation } from 'react-router-dom';
import { holds } from './permissions';

const RENTAL_APPLICATION = 'api::rental-application.rental-application';
const SHOW = 'api::show.show';
const UPDATE = 'plugin::content-manager.explorer.update';

type LazyRoute = () => Promise<{ Component?: React.ComponentType | null; [key: string]: unknown }>;

/** The staff member whose work is the rental applications, not the site's content (대관 담당). */
export function worksOnRentals(permissions: Array<{ action: string; subject?: string | null }>): boolean {
  return holds(permissions, UPDATE, RENTAL_APPLICATION) && !holds(permissions, UPDATE, SHOW);
}

/**
 * The content manager's route, wrapped: at /content-manager Strapi opens the first content type
 * by name, 공연, for everyone. 대관 담당, who only reads shows, opens on 대관 신청 instead; every
 * other address, and everyone else, gets Strapi's own layout.
 */
export function withRentalLanding(strapiLayout: LazyRoute): LazyRoute {
  return async () => {
    const { Component, ...route } = await strapiLayout();
    const StrapiLayout = Component ?? (() => null);
    function ContentManagerLayout() {
      const { pathname } = useLocation();
      const permissions = useAuth('ContentManagerLayout', (state) => state.permissions);
      if (/^\/content-manager\/?$/.test(pathname)) {
        // Empty until the panel has loaded them (every account holds some).
        if (permissions.length === 0) return <Page.Loading />;
        if (worksOnRentals(permissions)) {
          return <Navigate to={`/content-manager/collection-types/${RENTAL_APPLICATION}`} replace />;
        }
      }
      return <StrapiLayout />;
    }
    return { ...route, Component: ContentManagerLayout };
  };
}
