import * as React from 'react';
import { Badge, Status, Typography } from '@strapi/design-system';
import type { StatusVariant } from '@strapi/design-system';
import { InputRenderer } from '@strapi/strapi/admin';
import type { StrapiApp } from '@strapi/strapi/admin';
import { APPLICATION_STATUS_LABELS, SHOW_STATUS_LABELS, type ApplicationStatus } from '@hall/contract/labels';
import { enumLabel } from '../../shared/enum-labels';
import { formatColumns } from '../kit/list-columns';

/** The key under which the admin panel remembers the language chosen in this browser. */
const LANGUAGE_STORAGE_KEY = 'strapi-admin-language';

/** Colours that tell at a glance which applications wait for staff and which are closed. */
const STATUS_VARIANTS: Record<ApplicationStatus, StatusVariant> = {
  received: 'secondary',
  reviewing: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
  contracted: 'alternative',
  completed: 'primary',
};

/** A cancelled or moved show stands out in the list of shows (docs/decisions/035). */
const SHOW_STATUS_VARIANTS: Record<keyof typeof SHOW_STATUS_LABELS, StatusVariant> = {
  scheduled: 'neutral',
  cancelled: 'danger',
  rescheduled: 'warning',
};

/**
 * Fields every document has that mean nothing to hall staff. They stay out of the list filters
 * unless a list shows them as one of its columns (the members' list shows createdAt as 가입일).
 */
const TECHNICAL_FIELDS = [
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
];

/** Members' secrets: nobody looks a member up by a password hash or a one-time code. */
const SECRET_FIELDS = ['password', 'confirmationToken', 'resetPasswordToken'];

interface ListLayout {
  layout: Array<{ name: string }>;
  [key: string]: unknown;
}

function EnumCell({ model, field, value }: { model: string; field: string; value: unknown }) {
  if (value === null || value === undefined || value === '') {
    return <Typography textColor="neutral800">-</Typography>;
  }
  const label = enumLabel(model, field, value) ?? String(value);
  const variant =
    field === 'applicationStatus' && typeof value === 'string' && value in APPLICATION_STATUS_LABELS
      ? STATUS_VARIANTS[value as ApplicationStatus]
      : field === 'showStatus' && typeof value === 'string' && value in SHOW_STATUS_LABELS
        ? SHOW_STATUS_VARIANTS[value as keyof typeof SHOW_STATUS_LABELS]
        : undefined;
  if (variant) {
    return (
      <Status variant={variant} size="S" width="min-content">
        <Typography tag="span" variant="omega" fontWeight="bold">
          {label}
        </Typography>
      </Status>
    );
  }
  return <Badge>{label}</Badge>;
}

/** Every enumeration column of a list shows its Korean word instead of the stored value. */
const koreanEnumColumns = formatColumns((header) =>
  (header.attribute as { type?: string } | undefined)?.type === 'enumeration' && !header.cellFormatter
    ? (row, _header, { model }) => <EnumCell model={model} field={header.name} value={row[header.name]} />
    : undefined,
);

function EnumerationFilterInput(props: React.ComponentProps<typeof InputRenderer>) {
  return <InputRenderer {...props} />;
}

interface ListFilter {
  name: string;
  type?: string;
  options?: unknown[];
  input?: unknown;
  [key: string]: unknown;
}

/** The list filters offer the content's own fields, not the database's bookkeeping, in Korean. */
function koreanFilters({ displayedFilters, layout }: { displayedFilters: ListFilter[]; layout: ListLayout }) {
  const columns = new Set((layout.layout ?? []).map((column) => column.name));
  return {
    displayedFilters: displayedFilters
      .filter(({ name }) => !SECRET_FIELDS.includes(name) && (!TECHNICAL_FIELDS.includes(name) || columns.has(name)))
      .map((filter) =>
        filter.type === 'enumeration' && filter.options && !filter.input
          ? { ...filter, input: EnumerationFilterInput }
          : filter,
      ),
    layout,
  };
}

/**
 * Korean for staff from the first screen on: the login page is rendered before anyone has chosen a
 * language, in the language this browser last chose, English when none. Runs in bootstrap,
 * before the panel is rendered.
 */
export function bootstrapKorean(app: Pick<StrapiApp, 'registerHook'>) {
  if (!window.localStorage.getItem(LANGUAGE_STORAGE_KEY)) {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ko');
  }
  // The login page sets no title of its own (the other pages do: "<page> | Strapi").
  document.title = '공연장 관리자';
  app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', koreanEnumColumns);
  app.registerHook('Admin/CM/pages/ListView/inject-in-filters', koreanFilters);
}
