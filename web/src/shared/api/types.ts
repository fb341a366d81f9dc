import type { AccessFacilities, ShowAccess } from '@hall/contract/access';
import type { FeeRate, PaymentRules } from '@hall/contract/rental-fees';
import type { Locale } from '@hall/contract/locales';
import type { ShowStatus } from '@hall/contract/show-status';
/** Shapes of the cms (Strapi 5 REST, flattened) responses that the site reads. */

export interface StrapiPagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

export interface StrapiCollection<T> {
  data: T[];
  meta: { pagination: StrapiPagination };
}

export interface StrapiSingle<T> {
  data: T;
  meta: Record<string, unknown>;
}

export interface StrapiImageFormat {
  url: string;
  width: number;
  height: number;
}

export interface StrapiImage {
  id?: number;
  documentId?: string;
  url: string;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
  formats?: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', StrapiImageFormat>> | null;
}

export interface StrapiFile {
  id?: number;
  documentId?: string;
  url: string;
  name: string;
  ext?: string | null;
  mime?: string | null;
  /** Size in kilobytes, as Strapi reports it. */
  size?: number | null;
}

export type StrapiSeatLayout = StrapiFile & Pick<StrapiImage, 'width' | 'height' | 'alternativeText' | 'formats'>;

/* ---------- Strapi blocks (rich text) ---------- */

export interface BlocksTextNode {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
}

export interface BlocksLinkNode {
  type: 'link';
  url: string;
  children: BlocksTextNode[];
}

export type BlocksInlineNode = BlocksTextNode | BlocksLinkNode;

export interface BlocksListItemNode {
  type: 'list-item';
  children: BlocksInlineNode[];
}

export interface BlocksListNode {
  type: 'list';
  format: 'ordered' | 'unordered';
  indentLevel?: number;
  children: Array<BlocksListItemNode | BlocksListNode>;
}

export type BlocksNode =
  | { type: 'paragraph'; children: BlocksInlineNode[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: BlocksInlineNode[] }
  | { type: 'quote'; children: BlocksInlineNode[] }
  | { type: 'code'; language?: string; children: BlocksTextNode[] }
  | { type: 'image'; image: StrapiImage; children?: BlocksInlineNode[] }
  | BlocksListNode;

export type Blocks = BlocksNode[];

/* ---------- Content types ---------- */

export interface Show {
  id: number;
  documentId: string;
  /** The language of its texts (docs/decisions/038): with `?locale=en`, 'ko' when it has no English version yet; absent before the API was localized (Korean). */
  locale?: Locale;
  title: string;
  startsAt: string;
  endsAt: string | null;
  /** 공연 상태 (docs/decisions/035); read it with the contract's showStatusOf. */
  showStatus: ShowStatus | null;
  /** A moved show's start before the move. */
  previousStartsAt: string | null;
  /** 변경 안내 of a cancelled or moved show: in the detail only, not in lists. */
  statusNote?: string | null;
  ticketUrl: string | null;
  host: string | null;
  performers: string | null;
  isOrganized: boolean;
  runningTimeMinutes: number | null;
  ageRating: string | null;
  priceText: string | null;
  body: Blocks | null;
  poster: StrapiImage | null;
  /** 배리어프리 서비스 (docs/decisions/039): null for a show without them; the notes in the detail only. */
  access?: ShowAccess | null;
  createdAt?: string;
  updatedAt?: string;
  publishedAt?: string;
}

export type NoticeCategory = 'general' | 'ticketOpen';

export interface Notice {
  id: number;
  documentId: string;
  /** The language of its texts (docs/decisions/038): with `?locale=en`, 'ko' when it has no English version yet; absent before the API was localized (Korean). */
  locale?: Locale;
  title: string;
  category: NoticeCategory;
  postedAt: string;
  externalUrl: string | null;
  body: Blocks | null;
  attachment: StrapiFile | null;
  createdAt?: string;
  updatedAt?: string;
  publishedAt?: string;
}

export interface Popup {
  id: number;
  documentId: string;
  title: string;
  linkUrl: string | null;
  sortOrder: number;
  image: StrapiImage | null;
}

export type CalendarEventKind = 'rental' | 'rehearsal' | 'closure' | 'other';

export interface CalendarEvent {
  id: number;
  documentId: string;
  title: string;
  kind: CalendarEventKind;
  startsAt: string;
  endsAt: string;
  note: string | null;
}

export interface SiteConfig {
  id: number;
  documentId: string;
  /** The language of its texts (docs/decisions/038): with `?locale=en`, 'ko' when it has no English version yet; absent before the API was localized (Korean). */
  locale?: Locale;
  hallName: string;
  address: string;
  phone: string;
  email: string;
  rentalPhone: string;
  rentalEmail: string;
  latitude: number | string;
  longitude: number | string;
  privacyPolicy: string;
  emailRefusal: string;
  seatLayout: StrapiSeatLayout | null;
  ancillaryForm: StrapiFile | null;
  showFile: StrapiFile | null;
  /** The fee table staff keep (@hall/contract/rental-fees completes a missing kind with its default). */
  rentalFees?: Array<Pick<FeeRate, 'kind' | 'hours' | 'weekdayFee' | 'weekendFee'>> | null;
  facilityFees?: Array<{ name: string; unit: string; fee: number }> | null;
  paymentRules?: Partial<PaymentRules> | null;
  /** 배리어프리 시설 (docs/decisions/039), shown on /about/info. */
  accessFacilities?: AccessFacilities | null;
}
