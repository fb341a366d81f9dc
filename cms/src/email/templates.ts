import { PAYMENT_KIND_LABELS, won, type Payment, type RentalFee } from '@hall/contract/rental-fees';
import { withDirection } from '@hall/contract/korean';
/**
 * Every e-mail the cms sends to members, in Korean, in one place so the copy can be reviewed.
 * Each template returns the subject, a plain-text body and an HTML body; values are escaped
 * in the HTML body.
 */
import { escapeHtml } from '@hall/contract/html';
import { formatKoreanDateTime } from '@hall/contract/seoul-time';

export interface HallContact {
  /** The hall's name (site config), shown as the sender name and in the signature. */
  hallName: string;
  phone?: string | null;
  email?: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** "1시간", "30분", "1시간 30분", "45초" */
export function formatDuration(minutes: number): string {
  const totalSeconds = Math.max(1, Math.round(minutes * 60));
  if (totalSeconds < 60) return `${totalSeconds}초`;
  const totalMinutes = Math.round(totalSeconds / 60);
  const hours = Math.floor(totalMinutes / 60);
  const rest = totalMinutes % 60;
  if (hours === 0) return `${rest}분`;
  return rest === 0 ? `${hours}시간` : `${hours}시간 ${rest}분`;
}

function signatureText(hall: HallContact): string {
  const contact = [hall.phone && `전화 ${hall.phone}`, hall.email && `이메일 ${hall.email}`]
    .filter(Boolean)
    .join(' · ');
  return contact ? `${hall.hallName}\n${contact}` : hall.hallName;
}

function signatureHtml(hall: HallContact): string {
  const contact = [hall.phone && `전화 ${escapeHtml(hall.phone)}`, hall.email && `이메일 ${escapeHtml(hall.email)}`]
    .filter(Boolean)
    .join(' · ');
  return `<p style="margin:24px 0 0;color:#666;font-size:13px;line-height:1.6">${escapeHtml(hall.hallName)}${contact ? `<br>${contact}` : ''}</p>`;
}

function layoutHtml(title: string, body: string, hall: HallContact): string {
  return [
    '<!doctype html>',
    '<html lang="ko">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    "<body style=\"margin:0;padding:24px;background:#f5f5f5;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#222\">",
    '<div style="max-width:560px;margin:0 auto;padding:32px;background:#fff;border-radius:8px">',
    body,
    signatureHtml(hall),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

export interface ResetPasswordMailInput {
  hall: HallContact;
  /** The member's name; the greeting falls back to "회원님". */
  recipientName?: string | null;
  /** `${PUBLIC_URL}/mail?code=<code>` */
  link: string;
  /** How long the link works (RESET_CODE_TTL_MINUTES). */
  validForMinutes: number;
}

/** Who asks to reset a password: a member of the site, or staff of the admin panel. */
const RESET_AUDIENCES = {
  member: {
    greeting: (name: string | undefined) => (name ? `안녕하세요, ${name} 회원님.` : '안녕하세요, 회원님.'),
    place: '웹사이트에서 비밀번호 재설정을',
    subject: '비밀번호 재설정 안내',
    validity: '한 번만 사용할 수 있습니다.',
    ignore: '본인이 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.',
  },
  staff: {
    greeting: (name: string | undefined) => (name ? `안녕하세요, ${name}님.` : '안녕하세요.'),
    place: '관리자 화면의 비밀번호 재설정을',
    subject: '관리자 화면 비밀번호 재설정 안내',
    validity: '사용할 수 있습니다.',
    ignore:
      '본인이 요청하지 않으셨다면 이 메일을 무시하시고, 공연장 관리 책임자에게 알려주세요. 비밀번호는 바뀌지 않습니다.',
  },
} as const;

function passwordResetMail(
  audience: keyof typeof RESET_AUDIENCES,
  { hall, recipientName, link, validForMinutes }: ResetPasswordMailInput,
): RenderedMail {
  const words = RESET_AUDIENCES[audience];
  const greeting = words.greeting(recipientName?.trim() || undefined);
  const validFor = formatDuration(validForMinutes);
  const subject = `[${hall.hallName}] ${words.subject}`;
  const asked = `${hall.hallName} ${words.place} 요청하셨습니다.`;
  const text = [
    greeting,
    '',
    asked,
    `아래 링크를 열어 새 비밀번호를 설정해주세요. 링크는 ${validFor} 동안 ${words.validity}`,
    '',
    link,
    '',
    words.ignore,
    '',
    signatureText(hall),
    '',
  ].join('\n');
  const html = layoutHtml(
    subject,
    [
      `<h1 style="margin:0 0 24px;font-size:20px">${escapeHtml(words.subject)}</h1>`,
      `<p style="margin:0 0 12px;line-height:1.6">${escapeHtml(greeting)}</p>`,
      `<p style="margin:0 0 12px;line-height:1.6">${escapeHtml(asked)}<br>`,
      `아래 버튼을 눌러 새 비밀번호를 설정해주세요. 링크는 <strong>${escapeHtml(validFor)}</strong> 동안 ${escapeHtml(words.validity)}</p>`,
      `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;background:#222;color:#fff;text-decoration:none;border-radius:4px">비밀번호 재설정하기</a></p>`,
      `<p style="margin:0 0 12px;line-height:1.6;font-size:13px;color:#666">버튼이 열리지 않으면 아래 주소를 복사해 브라우저에 붙여 넣어주세요.<br>`,
      `<a href="${escapeHtml(link)}" style="color:#555;word-break:break-all">${escapeHtml(link)}</a></p>`,
      `<p style="margin:0;line-height:1.6">${escapeHtml(words.ignore)}</p>`,
    ].join('\n'),
    hall,
  );
  return { subject, text, html };
}

/** Password reset (forgot-password), sent to the member. */
export const resetPasswordMail = (input: ResetPasswordMailInput): RenderedMail => passwordResetMail('member', input);

/** Password reset of the admin panel (관리자 화면), sent to a staff member. */
export const staffResetPasswordMail = (input: ResetPasswordMailInput): RenderedMail =>
  passwordResetMail('staff', input);

// ---- rental applications -------------------------------------------------------------------

export interface RentalMailApplication {
  company: string;
  showTitle: string;
  /** YYYY-MM-DD */
  desiredDate: string;
  desiredTime?: string | null;
  contactName?: string | null;
  contactPhone?: string | null;
  email?: string | null;
  categoryLabel?: string | null;
  submittedAt?: string | null;
}

/** "2027년 3월 14일" */
export function formatKoreanDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  return match ? `${Number(match[1])}년 ${Number(match[2])}월 ${Number(match[3])}일` : isoDay;
}

/** "2026년 11월 23일 16:05" in Asia/Seoul; the text as given when it is no instant. */
function submittedAtText(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? iso : formatKoreanDateTime(iso);
}

function summaryRows(application: RentalMailApplication): Array<[string, string]> {
  const rows: Array<[string, string | null | undefined]> = [
    ['신청자(단체명)', application.company],
    ['공연명', application.showTitle],
    ['공연 유형', application.categoryLabel],
    ['희망 날짜', formatKoreanDate(application.desiredDate)],
    ['희망 시간', application.desiredTime],
    [
      '담당자',
      application.contactName &&
        `${application.contactName}${application.contactPhone ? ` (${application.contactPhone})` : ''}`,
    ],
    ['이메일', application.email],
    ['제출 일시', application.submittedAt && submittedAtText(application.submittedAt)],
  ];
  return rows.filter((row): row is [string, string] => !!row[1]);
}

const summaryText = (application: RentalMailApplication) =>
  summaryRows(application)
    .map(([label, value]) => `- ${label}: ${value}`)
    .join('\n');

const summaryHtml = (application: RentalMailApplication) =>
  `<table style="border-collapse:collapse;margin:16px 0;font-size:14px;line-height:1.6">${summaryRows(application)
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 16px 4px 0;color:#666;font-weight:normal;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')}</table>`;

const paragraphHtml = (text: string) =>
  `<p style="margin:0 0 12px;line-height:1.6">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

function rentalMail(
  hall: HallContact,
  subject: string,
  heading: string,
  paragraphs: string[],
  application: RentalMailApplication,
  closing: string[] = [],
): RenderedMail {
  const text = [
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    summaryText(application),
    '',
    ...closing.flatMap((line) => [line, '']),
    signatureText(hall),
    '',
  ].join('\n');
  const html = layoutHtml(
    subject,
    [
      `<h1 style="margin:0 0 24px;font-size:20px">${escapeHtml(heading)}</h1>`,
      ...paragraphs.map(paragraphHtml),
      summaryHtml(application),
      ...closing.map(paragraphHtml),
    ].join('\n'),
    hall,
  );
  return { subject, text, html };
}

/** To the applicant, right after a submission. */
export function rentalReceivedMail({
  hall,
  application,
  hasAccount = true,
}: {
  hall: HallContact;
  application: RentalMailApplication;
  /** False when staff registered the application from a phone call or paper. */
  hasAccount?: boolean;
}): RenderedMail {
  return rentalMail(
    hall,
    `[${hall.hallName}] 대관 신청이 접수되었습니다`,
    '대관 신청 접수 안내',
    [
      `안녕하세요, ${application.contactName ? `${application.contactName}님` : '신청자님'}.`,
      `${hall.hallName} 대관 신청이 접수되었습니다. 담당자가 영업일 기준 1일 이내에 연락드리겠습니다.`,
      hasAccount
        ? '진행 상태는 웹사이트의 마이페이지 → 대관 신청 내역에서 확인하실 수 있습니다.'
        : '진행 상태가 바뀌면 이 주소로 알려드리겠습니다.',
    ],
    application,
  );
}

/** To the staff inbox, right after a submission. */
export function rentalReceivedStaffMail({
  hall,
  application,
  adminLink,
}: {
  hall: HallContact;
  application: RentalMailApplication;
  adminLink: string;
}): RenderedMail {
  return rentalMail(
    hall,
    `[대관 신청] ${application.company} · ${application.showTitle} (${application.desiredDate})`,
    '새 대관 신청',
    ['새 대관 신청이 접수되었습니다. 관리자 화면에서 신청서와 첨부 서류를 확인해주세요.'],
    application,
    [adminLink],
  );
}

/** To the applicant, on every status change made by staff. */
export function rentalStatusMail({
  hall,
  application,
  statusLabel,
  reason,
  isRejection,
  hasAccount = true,
}: {
  hall: HallContact;
  application: RentalMailApplication;
  statusLabel: string;
  reason?: string | null;
  isRejection: boolean;
  /** False for an application staff registered from a phone call or paper: there is no My page to point to. */
  hasAccount?: boolean;
}): RenderedMail {
  const paragraphs = [
    `안녕하세요, ${application.contactName ? `${application.contactName}님` : '신청자님'}.`,
    `${hall.hallName} 대관 신청의 진행 상태가 ${withDirection(`'${statusLabel}'`)} 변경되었습니다.`,
  ];
  if (reason) paragraphs.push(`${isRejection ? '반려 사유' : `${statusLabel} 사유`}: ${reason}`);
  paragraphs.push(
    hasAccount
      ? '자세한 내용은 웹사이트의 마이페이지 → 대관 신청 내역에서 확인하시거나 대관 담당자에게 문의해주세요.'
      : '자세한 내용은 대관 담당자에게 문의해주세요.',
  );
  return rentalMail(
    hall,
    `[${hall.hallName}] 대관 신청 진행 상태: ${statusLabel}`,
    `대관 신청 상태 변경: ${statusLabel}`,
    paragraphs,
    application,
  );
}

/** To the applicant, when staff record a payment (or a correction of one). */
export function rentalPaymentMail({
  hall,
  application,
  payment,
  fee,
  hasAccount = true,
}: {
  hall: HallContact;
  application: RentalMailApplication;
  payment: Pick<Payment, 'kind' | 'amount' | 'paidOn' | 'memo'>;
  fee: RentalFee;
  hasAccount?: boolean;
}): RenderedMail {
  const label = PAYMENT_KIND_LABELS[payment.kind];
  const correction = payment.amount < 0;
  const paragraphs = [
    `안녕하세요, ${application.contactName ? `${application.contactName}님` : '신청자님'}.`,
    correction
      ? `${hall.hallName} 대관료 입금 내역이 정정되었습니다: ${label} ${won(payment.amount)} (${payment.paidOn}).`
      : `${hall.hallName} 대관료 ${label} ${won(payment.amount)}의 입금(${payment.paidOn})을 확인했습니다.`,
  ];
  if (payment.memo) paragraphs.push(`${correction ? '정정 사유' : '메모'}: ${payment.memo}`);
  paragraphs.push(
    `대관료 ${won(fee.total)} 중 입금액 ${won(fee.paidTotal)}, 남은 금액 ${won(fee.outstanding)}입니다.` +
      (fee.outstanding > 0 && fee.balanceDueOn ? ` 잔금 납부 기한은 ${fee.balanceDueOn}입니다.` : ''),
    hasAccount
      ? '자세한 내용은 웹사이트의 마이페이지 → 대관 신청 내역에서 확인하시거나 대관 담당자에게 문의해주세요.'
      : '자세한 내용은 대관 담당자에게 문의해주세요.',
  );
  return rentalMail(
    hall,
    `[${hall.hallName}] 대관료 ${correction ? '입금 정정' : '입금 확인'}: ${label} ${won(payment.amount)}`,
    correction ? '대관료 입금 정정' : '대관료 입금 확인',
    paragraphs,
    application,
  );
}

/** To the staff inbox, when an applicant withdraws their own application (My page, or on leaving the site). */
export function rentalWithdrawnStaffMail({
  hall,
  application,
  reason,
  onAccountDeletion,
  adminLink,
}: {
  hall: HallContact;
  application: RentalMailApplication;
  reason?: string | null;
  /** True when the withdrawal came with the member's account deletion (회원 탈퇴). */
  onAccountDeletion: boolean;
  adminLink: string;
}): RenderedMail {
  const paragraphs = [
    onAccountDeletion
      ? '신청 회원이 회원 탈퇴를 하여, 아직 처리 중이던 대관 신청이 취소되었습니다.'
      : '신청자가 마이페이지에서 대관 신청을 직접 취소했습니다.',
  ];
  if (reason) paragraphs.push(`취소 사유: ${reason}`);
  paragraphs.push(
    '첨부 서류는 취소와 함께 파기되었습니다. 신청서 기록은 개인정보처리방침의 보유 기간 동안 보관됩니다.',
  );
  return rentalMail(
    hall,
    `[대관 신청 취소] ${application.company} · ${application.showTitle} (${application.desiredDate})`,
    '신청자가 대관 신청을 취소했습니다',
    paragraphs,
    application,
    [adminLink],
  );
}

/** To the staff inbox, when a member deletes their account (회원 탈퇴). */
export function memberDeletedStaffMail({
  hall,
  email,
  deletedAt,
  withdrawnCount,
  keptCount,
}: {
  hall: HallContact;
  email: string;
  deletedAt: string;
  withdrawnCount: number;
  keptCount: number;
}): RenderedMail {
  const subject = `[회원 탈퇴] ${email}`;
  const lines = [
    `회원 ${email} 님이 ${formatKoreanDateTime(deletedAt)}에 회원 탈퇴를 했습니다. 회원 정보와 로그인은 즉시 삭제되었습니다.`,
    withdrawnCount > 0
      ? `처리 중이던 대관 신청 ${withdrawnCount}건은 취소되었습니다(건마다 별도 메일로 알려드립니다).`
      : '처리 중이던 대관 신청은 없었습니다.',
    keptCount > 0
      ? `그 밖의 대관 신청 ${keptCount}건은 회원과의 연결을 끊고 업무 기록으로 보관합니다. 관리자 화면에서 '신청 회원'이 비어 있습니다.`
      : '보관할 다른 대관 신청은 없습니다.',
    '회원 탈퇴한 분의 정보를 사내 다른 목록(연락처, 메일링 등)에 따로 보관하고 있다면 함께 삭제해주세요.',
  ];
  const text = [...lines.flatMap((line) => [line, '']), signatureText(hall), ''].join('\n');
  const html = layoutHtml(
    subject,
    [`<h1 style="margin:0 0 24px;font-size:20px">회원 탈퇴 안내</h1>`, ...lines.map(paragraphHtml)].join('\n'),
    hall,
  );
  return { subject, text, html };
}

/** What a deadline mail says: the kind of reminder, or that the approval lapsed. */
export type DeadlineNotice =
  | { kind: 'depositDue' | 'balanceDue'; on: string; amountDue: number; fee: RentalFee }
  | { kind: 'rentalDay'; on: string }
  | { kind: 'lapsed'; on: string; fee: RentalFee };

const DEADLINE_SUBJECTS: Record<DeadlineNotice['kind'], string> = {
  depositDue: '계약금 납부 기한 안내',
  balanceDue: '잔금 납부 기한 안내',
  rentalDay: '대관일 안내',
  lapsed: '계약금 미납으로 승인 취소',
};

function deadlineLines(notice: DeadlineNotice, hallName: string): string[] {
  switch (notice.kind) {
    case 'depositDue':
    case 'balanceDue': {
      const label = notice.kind === 'depositDue' ? '계약금' : '잔금';
      return [
        `${hallName} 대관료 ${label}의 납부 기한은 ${formatKoreanDate(notice.on)}입니다. 남은 금액은 ${won(notice.amountDue)}입니다.`,
        `대관료 ${won(notice.fee.total)} 중 지금까지 ${won(notice.fee.paidTotal)}이 입금되었습니다.` +
          (notice.kind === 'depositDue'
            ? ' 기한이 지나고 유예 기간에도 계약금이 입금되지 않으면 승인이 취소됩니다.'
            : ''),
      ];
    }
    case 'rentalDay':
      return [
        `${formatKoreanDate(notice.on)} ${hallName} 대관일이 다가왔습니다. 첨부한 일정 파일(.ics)을 열면 캘린더에 추가됩니다.`,
      ];
    case 'lapsed':
      return [
        `계약금 납부 기한(${formatKoreanDate(notice.on)})과 유예 기간이 지나도록 계약금 ${won(notice.fee.deposit)}이 모두 입금되지 않아, 대관 승인이 취소되었습니다.`,
      ];
  }
}

/** To the applicant: a due date or the rental day is near, or the approval lapsed. */
export function rentalDeadlineMail({
  hall,
  application,
  notice,
  hasAccount = true,
}: {
  hall: HallContact;
  application: RentalMailApplication;
  notice: DeadlineNotice;
  hasAccount?: boolean;
}): RenderedMail {
  const title = DEADLINE_SUBJECTS[notice.kind];
  const paragraphs = [
    `안녕하세요, ${application.contactName ? `${application.contactName}님` : '신청자님'}.`,
    ...deadlineLines(notice, hall.hallName),
    hasAccount
      ? '자세한 내용은 웹사이트의 마이페이지 → 대관 신청 내역에서 확인하시거나 대관 담당자에게 문의해주세요.'
      : '자세한 내용은 대관 담당자에게 문의해주세요.',
  ];
  return rentalMail(hall, `[${hall.hallName}] ${title}: ${application.showTitle}`, title, paragraphs, application);
}

/** To the staff inbox: the same deadline, with the link to the application. */
export function rentalDeadlineStaffMail({
  hall,
  application,
  notice,
  adminLink,
}: {
  hall: HallContact;
  application: RentalMailApplication;
  notice: Exclude<DeadlineNotice, { kind: 'rentalDay' }>;
  adminLink: string;
}): RenderedMail {
  const title = DEADLINE_SUBJECTS[notice.kind];
  const paragraphs =
    notice.kind === 'lapsed'
      ? [
          `계약금 납부 기한(${notice.on})과 유예 기간이 지나 승인이 자동으로 취소되었습니다. 신청자에게도 메일로 알렸습니다.`,
        ]
      : [
          `${notice.kind === 'depositDue' ? '계약금' : '잔금'} 납부 기한(${notice.on})이 다가왔습니다. 남은 금액: ${won(notice.amountDue)}. 신청자에게도 안내 메일을 보냈습니다.`,
        ];
  return rentalMail(
    hall,
    `[${title}] ${application.company} · ${application.showTitle} (${application.desiredDate})`,
    title,
    paragraphs,
    application,
    [adminLink],
  );
}
