import {
  APPLICATION_STATUS_LABELS,
  CALENDAR_KIND_LABELS,
  NOTICE_CATEGORY_LABELS,
  RENTAL_CATEGORY_LABELS,
} from '@hall/contract/labels';

/**
 * Which enumeration field of which content type or component takes which Korean words
 * (@hall/contract/labels, the words the site and the mails use too): the admin panel's list
 * badges, dropdowns and filters, and the server's messages. cms/test/admin-labels.test.ts checks
 * that every value of every schema enum has a word.
 */

/** The enumeration fields of each content type and component, with the words for their values. */
export const ENUM_FIELD_LABELS: Record<string, Record<string, Readonly<Record<string, string>>>> = {
  'api::rental-application.rental-application': {
    applicationStatus: APPLICATION_STATUS_LABELS,
    category: RENTAL_CATEGORY_LABELS,
  },
  'rental.status-change': { applicationStatus: APPLICATION_STATUS_LABELS },
  'api::notice.notice': { category: NOTICE_CATEGORY_LABELS },
  'api::calendar-event.calendar-event': { kind: CALENDAR_KIND_LABELS },
};

/**
 * Strapi's enumeration dropdown and its list filter both translate an option with
 * `formatMessage({ id: value, defaultMessage: value })`: a message whose id is the value gives
 * the option its Korean word. Two enums sharing a value would have to share its word.
 */
export function enumValueMessages(): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const fields of Object.values(ENUM_FIELD_LABELS)) {
    for (const labels of Object.values(fields)) {
      for (const [value, label] of Object.entries(labels)) {
        if (messages[value] !== undefined && messages[value] !== label) {
          throw new Error(`Enumeration value '${value}' has two Korean words: ${messages[value]}, ${label}`);
        }
        messages[value] = label;
      }
    }
  }
  return messages;
}

/** The Korean word for a value of a model's enumeration field, or undefined when there is none. */
export function enumLabel(model: string, field: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return ENUM_FIELD_LABELS[model]?.[field]?.[value];
}
