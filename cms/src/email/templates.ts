/**
 * Every e-mail the cms sends to members, in Korean, in one place so the copy can be reviewed.
 * Each template returns the subject, a plain-text body and an HTML body; values are escaped
 * in the HTML body.
 */

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

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
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
  const contact = [hall.phone && `전화 ${hall.phone}`, hall.email && `이메일 ${hall.email}`].filter(Boolean).join(' · ');
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
    '<body style="margin:0;padding:24px;background:#f5f5f5;font-family:\'Apple SD Gothic Neo\',\'Malgun Gothic\',sans-serif;color:#222">',
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

/** Password reset (forgot-password), sent to the member. */
export function resetPasswordMail({ hall, recipientName, link, validForMinutes }: ResetPasswordMailInput): RenderedMail {
  const name = recipientName?.trim();
  const greeting = name ? `안녕하세요, ${name} 회원님.` : '안녕하세요, 회원님.';
  const validFor = formatDuration(validForMinutes);
  const subject = `[${hall.hallName}] 비밀번호 재설정 안내`;

  const text = [
    greeting,
    '',
    `${hall.hallName} 웹사이트에서 비밀번호 재설정을 요청하셨습니다.`,
    `아래 링크를 열어 새 비밀번호를 설정해주세요. 링크는 ${validFor} 동안 한 번만 사용할 수 있습니다.`,
    '',
    link,
    '',
    '본인이 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.',
    '',
    signatureText(hall),
    '',
  ].join('\n');

  const html = layoutHtml(
    subject,
    [
      `<h1 style="margin:0 0 24px;font-size:20px">비밀번호 재설정 안내</h1>`,
      `<p style="margin:0 0 12px;line-height:1.6">${escapeHtml(greeting)}</p>`,
      `<p style="margin:0 0 12px;line-height:1.6">${escapeHtml(hall.hallName)} 웹사이트에서 비밀번호 재설정을 요청하셨습니다.<br>`,
      `아래 버튼을 눌러 새 비밀번호를 설정해주세요. 링크는 <strong>${escapeHtml(validFor)}</strong> 동안 한 번만 사용할 수 있습니다.</p>`,
      `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;background:#222;color:#fff;text-decoration:none;border-radius:4px">비밀번호 재설정하기</a></p>`,
      `<p style="margin:0 0 12px;line-height:1.6;font-size:13px;color:#666">버튼이 열리지 않으면 아래 주소를 복사해 브라우저에 붙여 넣어주세요.<br>`,
      `<a href="${escapeHtml(link)}" style="color:#555;word-break:break-all">${escapeHtml(link)}</a></p>`,
      `<p style="margin:0;line-height:1.6">본인이 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.</p>`,
    ].join('\n'),
    hall,
  );

  return { subject, text, html };
}
