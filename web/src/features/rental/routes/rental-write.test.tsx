import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from 'react-daum-postcode';
import { getAccessToken } from '@/shared/api/session';
import { addLoggedInMember, addMember, errorBody } from '@/testing/mock-auth';
import { rentalDb } from '@/testing/mock-rental';
import { renderRoute, setNow } from '@/testing/render';
import { server } from '@/testing/server';
import { expectToast } from '@/testing/toast';

const postcode = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('react-daum-postcode', () => ({ loadPostcode: postcode.load }));

const PICKED: Partial<Address> = {
  userSelectedType: 'R',
  roadAddress: '서울특별시 종로구 세종대로 175',
  jibunAddress: '서울특별시 종로구 세종로 1-68',
  address: '서울특별시 종로구 세종대로 175',
  bname: '세종로',
  apartment: 'N',
  buildingName: '세종문화회관',
};

/** A stand-in for the Kakao widget: embedding renders one result button that completes the search. */
function fakePostcodeService() {
  return class {
    constructor(private readonly options: { oncomplete: (address: Address) => void }) {}
    embed(element: HTMLElement) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = '검색 결과: 세종대로 175';
      button.addEventListener('click', () => this.options.oncomplete(PICKED as Address));
      element.appendChild(button);
    }
  };
}

const MESSAGES = {
  required: '내용을 입력해주세요.',
  address: '주소를 등록해주세요.',
  file: '파일을 등록해주세요.',
  agreement: '필수 동의 항목입니다.',
  email: '이메일 형식이 올바르지 않습니다.',
  category: '공연 유형을 선택해주세요.',
  pastDate: '오늘 이후의 날짜를 선택해주세요.',
  incomplete: '입력되지 않은 정보가 있습니다.',
  uploadFailed: '파일 업로드에 실패했습니다. 파일 형식과 크기를 확인해주세요.',
  submitFailed: '작성에 실패했습니다. 잠시 후 다시 시도해주세요.',
  wrongType: '등록할 수 없는 파일 형식입니다. PDF, JPG, PNG, HWP, HWPX, DOCX 파일을 등록해주세요.',
  tooLarge: '파일 크기는 20MB 이하여야 합니다.',
};

type User = Awaited<ReturnType<typeof renderRoute>>['user'];

/**
 * Files and FormData as Node's fetch knows them: given jsdom's, it sends every file with the
 * name "blob", which a browser never does.
 */
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;

function file(parts: BlobPart[], name: string, type: string): File {
  return new NodeFile(parts as never[], name, { type }) as unknown as File;
}

function pdf(name = '사업자등록증.pdf', bytes = 2048) {
  return file([new Uint8Array(bytes)], name, 'application/pdf');
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.classList.contains('form-field__error'))?.textContent ?? null;

async function openForm() {
  addLoggedInMember({ email: 'applicant@example.com' });
  const view = await renderRoute('/apply/write');
  await screen.findByRole('button', { name: '신청서 제출' });
  return view;
}

async function searchAddress(user: User) {
  await user.click(screen.getByRole('button', { name: '주소 검색' }));
  const dialog = await screen.findByRole('dialog', { name: '주소 검색' });
  await user.click(within(dialog).getByRole('button', { name: '검색 결과: 세종대로 175' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/**
 * Fills a field as a user pasting the answer: one input event with the whole value, which the
 * form handles as it handles a keystroke. Typing key by key is what the format tests exercise;
 * here it would cost about 100 re-renders of the whole form per filled-in form.
 */
async function answer(user: User, element: HTMLElement, value: string) {
  await user.click(element);
  await user.paste(value);
}

async function fillValidForm(user: User) {
  await user.click(screen.getByRole('checkbox', { name: /위 대관 준수 사항을 확인했으며/ }));
  await user.click(screen.getByRole('radio', { name: '클래식' }));
  await answer(user, field(/^신청자\(단체명\)/), '주식회사 도심음악');
  await answer(user, field(/^사업자등록번호/), '123-45-67890');
  await user.upload(field(/^사업자등록증/), pdf());
  await searchAddress(user);
  await answer(user, field('상세 주소'), '3층');
  await answer(user, field(/^전화번호/), '02-1234-5678');
  await answer(user, field(/^팩스/), '0212345679');
  await answer(user, field(/^이메일/), 'booking@example.com');
  await answer(user, field(/^공연명/), '겨울 실내악 축제');
  await answer(user, field(/^출연 형태/), '현악 4중주');
  await user.upload(field(/^공연 계획서/), file(['plan'], '공연계획서.hwp', 'application/x-hwp'));
  fireEvent.change(field(/^희망 대관일/), { target: { value: '2026-12-24' } });
  await answer(user, field(/^희망 시간/), '19:30 공연');
  await answer(user, field(/^담당자 이름/), '김담당');
  await answer(user, field(/^담당자 연락처/), '010-9876-5432');
  await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }));
}

beforeEach(() => {
  vi.stubGlobal('FormData', NodeFormData);
  // Node 24's FormData and its multipart parser (which the mock cms's handler calls) make files
  // with the global File and check them against Node's.
  vi.stubGlobal('File', NodeFile);
  setNow('2026-11-20T03:00:00.000Z');
  postcode.load.mockReset();
  postcode.load.mockImplementation(() => Promise.resolve(fakePostcodeService()));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/apply/write', () => {
  it('sends a visitor who is not logged in to /login with the toast, and back to the form after logging in', async () => {
    addMember({ email: 'later@example.com', password: 'Member-Pass1!' });
    const { router, user } = await renderRoute('/apply/write');
    await expectToast('로그인이 필요합니다.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fapply%2Fwrite');

    await user.type(await screen.findByLabelText(/이메일/), 'later@example.com');
    await user.type(screen.getByLabelText(/비밀번호/), 'Member-Pass1!');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/write'));
    expect(await screen.findByRole('button', { name: '신청서 제출' })).toBeInTheDocument();
  });

  it('has a Korean title and description, the rental tabs, the compliance terms and labelled fields in order', async () => {
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: '대관 신청서' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('대관 신청서 | 테스트 아트홀'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      '대관 신청서를 작성해 제출합니다',
    );
    const tabs = screen.getByRole('navigation', { name: '대관 신청 메뉴' });
    expect(within(tabs).getByRole('link', { name: '대관 신청서' })).toHaveAttribute('aria-current', 'page');

    const terms = screen.getByRole('region', { name: '대관 준수 사항' });
    expect(within(terms).getByText(/대관료의 10%가 변경 수수료로 부과됩니다/)).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      '클래식',
      '국악',
      '대중음악',
      '기업 강연',
    ]);

    const order = [...document.querySelectorAll('form [data-field]')].map((node) => node.getAttribute('data-field'));
    expect(order).toEqual([
      'termsAgreed',
      'category',
      'company',
      'businessNumber',
      'businessRegistration',
      'addressBasic',
      'addressDetail',
      'tel',
      'fax',
      'email',
      'showTitle',
      'performerFormat',
      'performancePlan',
      'desiredDate',
      'desiredTime',
      'contactName',
      'contactPhone',
      'privacyAgreed',
    ]);
    for (const label of [
      '기본 주소',
      '상세 주소',
      /^신청자\(단체명\)/,
      /^사업자등록증/,
      /^공연 계획서/,
      /^희망 대관일/,
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
  });

  it('shows every message on an empty submit, the incomplete toast, and focuses the first invalid field', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: '신청서 제출' }));
    await expectToast(MESSAGES.incomplete);
    expect(rentalDb.submissions).toHaveLength(0);

    const terms = screen.getByRole('checkbox', { name: /위 대관 준수 사항을 확인했으며/ });
    expect(terms).toHaveFocus();
    expect(errorOf(terms)).toBe(MESSAGES.agreement);
    expect(errorOf(screen.getByRole('radio', { name: '클래식' }))).toBe(MESSAGES.category);
    for (const label of [
      /^신청자\(단체명\)/,
      /^사업자등록번호/,
      /^전화번호/,
      /^이메일/,
      /^공연명/,
      /^출연 형태/,
      /^희망 대관일/,
      /^희망 시간/,
      /^담당자 이름/,
      /^담당자 연락처/,
    ]) {
      expect(errorOf(field(label)), String(label)).toBe(MESSAGES.required);
    }
    expect(errorOf(field(/^사업자등록증/))).toBe(MESSAGES.file);
    expect(errorOf(field(/^공연 계획서/))).toBe(MESSAGES.file);
    expect(errorOf(field('기본 주소'))).toBe(MESSAGES.address);
    expect(errorOf(screen.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }))).toBe(MESSAGES.agreement);
    expect(errorOf(field('상세 주소'))).toBe(MESSAGES.required);
    // 팩스 may stay empty.
    expect(errorOf(field(/^팩스/))).toBeNull();

    // Fixing a field removes its message at once.
    await user.click(terms);
    expect(errorOf(terms)).toBeNull();
    await user.type(field(/^공연명/), '봄');
    expect(errorOf(field(/^공연명/))).toBeNull();

    // The next submit focuses the first field still invalid.
    await user.click(screen.getByRole('button', { name: '신청서 제출' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '클래식' })).toHaveFocus());
  });

  it('checks the e-mail format, keeps digits only in numeric fields, and refuses a date before today in Seoul', async () => {
    const { user } = await openForm();
    const email = field(/^이메일/);
    await user.type(email, 'booking@example');
    await user.tab();
    expect(errorOf(email)).toBe(MESSAGES.email);
    await user.type(email, '.com');
    expect(errorOf(email)).toBeNull();

    await user.type(field(/^사업자등록번호/), '123-45-67890');
    expect(field(/^사업자등록번호/)).toHaveValue('1234567890');
    await user.type(field(/^담당자 연락처/), '010 9876 5432');
    expect(field(/^담당자 연락처/)).toHaveValue('01098765432');

    const date = field(/^희망 대관일/);
    // Now is 2026-11-20 12:00 in Seoul.
    expect(date).toHaveAttribute('min', '2026-11-20');
    fireEvent.change(date, { target: { value: '2026-11-19' } });
    expect(errorOf(date)).toBe(MESSAGES.pastDate);
    fireEvent.change(date, { target: { value: '2026-11-20' } });
    expect(errorOf(date)).toBeNull();
  });

  it('prefills the desired date from ?date= when the form would accept it, and leaves it empty otherwise', async () => {
    addLoggedInMember({ email: 'applicant@example.com' });
    // Now is 2026-11-20 12:00 in Seoul.
    for (const [date, expected] of [
      ['2026-12-24', '2026-12-24'],
      ['2026-11-20', '2026-11-20'],
      ['2026-11-19', ''],
      ['2027-02-29', ''],
      ['2026-12-4', ''],
      ['tomorrow', ''],
    ]) {
      const view = await renderRoute(`/apply/write?date=${encodeURIComponent(date!)}`);
      await screen.findByRole('button', { name: '신청서 제출' });
      expect(field(/^희망 대관일/), date).toHaveValue(expected);
      expect(errorOf(field(/^희망 대관일/))).toBeNull();
      view.unmount();
    }
  });

  it('shows the fee of the chosen category', async () => {
    const { user } = await openForm();
    expect(screen.getByText('공연 유형을 선택하시면 대관료를 안내해드립니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '국악' }));
    expect(screen.getByText(/공연 대관 6시간 기준 1,540,000원 \(VAT 포함\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '기업 강연' }));
    expect(screen.getByText(/기업·행사 대관 6시간 기준 1,760,000원 \(VAT 포함\)/)).toBeInTheDocument();
    // With a day: the quote the cms will store, from the site config's weekday or weekend fee.
    await user.click(screen.getByRole('radio', { name: '클래식' }));
    fireEvent.change(field(/^희망 대관일/), { target: { value: '2027-01-09' } });
    expect(
      screen.getByText(/공연 대관 주말 6시간 기준 1,870,000원 \(VAT 포함\) · 계약금 561,000원/),
    ).toBeInTheDocument();
    fireEvent.change(field(/^희망 대관일/), { target: { value: '2027-01-11' } });
    expect(
      screen.getByText(/공연 대관 평일 6시간 기준 1,540,000원 \(VAT 포함\) · 계약금 462,000원/),
    ).toBeInTheDocument();
  });

  it('fills the address from the postcode widget, then moves to the detail address', async () => {
    const { user } = await openForm();
    expect(field('기본 주소')).toHaveAttribute('readonly');
    await searchAddress(user);
    expect(field('기본 주소')).toHaveValue('서울특별시 종로구 세종대로 175 (세종로)');
    await waitFor(() => expect(field('상세 주소')).toHaveFocus());
  });

  it('lets the address be typed by hand when the widget script cannot load', async () => {
    postcode.load.mockImplementation(() => Promise.reject(new Event('error')));
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: '주소 검색' }));
    expect(
      await screen.findByText('주소 검색 서비스를 불러오지 못했습니다. 도로명 주소를 직접 입력해주세요.'),
    ).toBeInTheDocument();
    const basic = field('기본 주소');
    expect(basic).not.toHaveAttribute('readonly');
    await waitFor(() => expect(basic).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.type(basic, '서울특별시 중구 세종대로 110');
    expect(basic).toHaveValue('서울특별시 중구 세종대로 110');
  });

  it('falls back to typing when the widget script does not respond in time', async () => {
    const { loadPostcodeService } = await import('../lib/postcode');
    postcode.load.mockImplementation(() => new Promise(() => undefined));
    await expect(loadPostcodeService(20)).rejects.toThrow('did not load in time');
  });

  it('warns, without blocking, when the hall is already taken on the desired date', async () => {
    rentalDb.busyDates = ['2026-12-24', '2026-12-31', '2027-01-02'];
    const { user } = await openForm();
    fireEvent.change(field(/^희망 대관일/), { target: { value: '2026-12-23' } });
    await waitFor(() => expect(rentalDb.busyMonths).toContain('2026-12'));
    expect(screen.queryByText(/이미 공연장 일정이 있습니다/)).not.toBeInTheDocument();
    fireEvent.change(field(/^희망 대관일/), { target: { value: '2026-12-24' } });
    expect(await screen.findByText(/선택하신 날짜에는 이미 공연장 일정이 있습니다/)).toBeInTheDocument();
    expect(errorOf(field(/^희망 대관일/))).toBeNull();
    await user.type(field(/^희망 시간/), '오후');
    expect(screen.getByText(/선택하신 날짜에는 이미 공연장 일정이 있습니다/)).toBeInTheDocument();
  });

  it('attaches a document with its name and size, removes it, and refuses a wrong type or a file over 20 MB', async () => {
    const { user } = await openForm();
    const input = field(/^사업자등록증/);
    await user.upload(input, pdf('등록증.pdf', 300 * 1024));
    expect(screen.getByText('등록증.pdf')).toBeInTheDocument();
    expect(screen.getByText('300KB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '첨부한 사업자등록증 삭제: 등록증.pdf' }));
    expect(screen.queryByText('등록증.pdf')).not.toBeInTheDocument();
    expect(input).toHaveFocus();

    // The accept attribute limits the picker; a drop or "all files" choice is checked here.
    const upload = userEventAllowingAnyFile(user);
    await upload(input, file(['MZ'], 'setup.exe', 'application/octet-stream'));
    expect(errorOf(input)).toBe(MESSAGES.wrongType);

    const big = pdf('큰파일.pdf', 16);
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await upload(input, big);
    expect(errorOf(input)).toBe(MESSAGES.tooLarge);
    expect(screen.queryByText('큰파일.pdf')).not.toBeInTheDocument();

    await upload(input, pdf('계획.PDF', 1536 * 1024));
    expect(errorOf(input)).toBeNull();
    expect(screen.getByText('계획.PDF')).toBeInTheDocument();
    expect(screen.getByText('1.5MB')).toBeInTheDocument();
  });

  it('opens the privacy details in a dialog', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: '개인정보 수집·이용 동의 내용 자세히 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '개인정보 수집·이용 동의' });
    expect(within(dialog).getByText(/대관 신청 심사, 결과 통보/)).toBeInTheDocument();
    expect(await within(dialog).findByText(/개인정보처리방침 제1조/)).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: '닫기' })[1]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('submits fields and both files in one multipart request, then shows the completion page', async () => {
    const { router, user } = await openForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: '신청서 제출' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/finish/apply'));
    expect(await screen.findByRole('heading', { name: '대관 신청이 완료되었습니다.' })).toBeInTheDocument();
    expect(screen.getByText('담당자가 영업일 기준 1일 이내에 연락드리겠습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '메인으로' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('대관 신청 완료 | 테스트 아트홀'));

    expect(rentalDb.submissions).toHaveLength(1);
    const [submission] = rentalDb.submissions;
    expect(submission!.authorization).toBe(`Bearer ${getAccessToken()}`);
    expect(submission!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(submission!.data).toEqual({
      company: '주식회사 도심음악',
      category: 'classical',
      businessNumber: '1234567890',
      address: { basic: '서울특별시 종로구 세종대로 175 (세종로)', detail: '3층' },
      tel: '0212345678',
      fax: '0212345679',
      email: 'booking@example.com',
      showTitle: '겨울 실내악 축제',
      performerFormat: '현악 4중주',
      contactName: '김담당',
      contactPhone: '01098765432',
      desiredDate: '2026-12-24',
      desiredTime: '19:30 공연',
      termsAgreed: true,
      privacyAgreed: true,
    });
    expect(submission!.files).toEqual({
      businessRegistration: { name: '사업자등록증.pdf', size: 2048, type: 'application/pdf' },
      performancePlan: { name: '공연계획서.hwp', size: 4, type: 'application/x-hwp' },
    });
  });

  it("shows the cms's field errors inline by path, with the incomplete toast", async () => {
    server.use(
      http.post('*/api/rental-applications', () =>
        HttpResponse.json(
          errorBody(400, 'ValidationError', '4 errors occurred', {
            errors: [
              { path: ['company'], message: '100자 이내로 입력해주세요.', name: 'ValidationError' },
              { path: ['address', 'basic'], message: '주소를 등록해주세요.', name: 'ValidationError' },
              { path: ['desiredDate'], message: '오늘 이후의 날짜를 선택해주세요.', name: 'ValidationError' },
              { path: ['businessRegistration'], message: '파일을 등록해주세요.', name: 'ValidationError' },
            ],
          }),
          { status: 400 },
        ),
      ),
    );
    const { router, user } = await openForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: '신청서 제출' }));
    await expectToast(MESSAGES.incomplete);
    expect(router.state.location.pathname).toBe('/apply/write');
    expect(errorOf(screen.getByRole('button', { name: '주소 검색' }))).toBe(MESSAGES.address);
    expect(errorOf(field(/^희망 대관일/))).toBe(MESSAGES.pastDate);
    expect(errorOf(field(/^사업자등록증/))).toBe(MESSAGES.file);
    // A limit the form does not check itself: the cms's own message.
    expect(errorOf(field(/^신청자\(단체명\)/))).toBe('100자 이내로 입력해주세요.');
    await waitFor(() => expect(field(/^신청자\(단체명\)/)).toHaveFocus());
  });

  it('says the upload failed on a wrong file type, a file too large and a broken connection', async () => {
    const responses = [
      () =>
        HttpResponse.json(
          errorBody(400, 'ValidationError', 'File type not allowed', {
            errors: [{ path: ['performancePlan'], message: 'File type not allowed', name: 'FileTypeError' }],
          }),
          { status: 400 },
        ),
      () =>
        HttpResponse.json(
          errorBody(413, 'PayloadTooLargeError', 'File too large', {
            errors: [{ path: ['businessRegistration'], message: 'File too large', name: 'FileSizeError' }],
          }),
          { status: 413 },
        ),
      () => HttpResponse.error(),
    ];
    server.use(http.post('*/api/rental-applications', () => responses.shift()!()));
    const { user } = await openForm();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: '신청서 제출' }));
    await expectToast(MESSAGES.uploadFailed);
    expect(errorOf(field(/^공연 계획서/))).toBe(MESSAGES.wrongType);

    await user.upload(field(/^공연 계획서/), pdf('계획서.pdf'));
    await user.click(screen.getByRole('button', { name: '신청서 제출' }));
    await waitFor(() => expect(errorOf(field(/^사업자등록증/))).toBe(MESSAGES.tooLarge));
    await expectToast(MESSAGES.uploadFailed);

    await user.upload(field(/^사업자등록증/), pdf());
    await user.click(screen.getByRole('button', { name: '신청서 제출' }));
    await waitFor(() => expect(responses).toHaveLength(0));
    await expectToast(MESSAGES.uploadFailed);
  });

  it('sends one Idempotency-Key per filled-in form: the same with a retry, a new one once the form changes', async () => {
    const keys: Array<string | null> = [];
    const responses = [
      () => HttpResponse.error(),
      () => HttpResponse.json(errorBody(500, 'InternalServerError', 'Internal Server Error'), { status: 500 }),
    ];
    server.use(
      http.post('*/api/rental-applications', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        const response = responses.shift();
        return response ? response() : undefined;
      }),
    );
    const { router, user } = await openForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: '신청서 제출' }));
    await expectToast(MESSAGES.uploadFailed);
    await user.click(screen.getByRole('button', { name: '신청서 제출' }));
    await expectToast(MESSAGES.submitFailed);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);

    await user.type(field(/^공연명/), ' 앙코르');
    await user.click(screen.getByRole('button', { name: '신청서 제출' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/finish/apply'));
    expect(keys).toHaveLength(3);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).not.toBe(keys[0]);
    expect(rentalDb.submissions.at(-1)!.idempotencyKey).toBe(keys[2]);
  });

  it('makes the key without crypto.randomUUID too (a site served over plain HTTP)', async () => {
    const keys: Array<string | null> = [];
    server.use(
      http.post('*/api/rental-applications', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return undefined;
      }),
    );
    // Shadows the method for this test only (it lives on Crypto.prototype).
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(crypto.randomUUID).toBeUndefined();
      const { router, user } = await openForm();
      await fillValidForm(user);
      await user.click(screen.getByRole('button', { name: '신청서 제출' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/finish/apply'));
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("shows the cms's message when the key named other content, and sends a new key next time", async () => {
    const keys: Array<string | null> = [];
    const conflict =
      '같은 신청 번호(Idempotency-Key)로 내용이 다른 신청이 이미 접수되었습니다. 새 신청서는 처음부터 다시 작성해 제출해주세요.';
    server.use(
      http.post('*/api/rental-applications', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return keys.length === 1
          ? HttpResponse.json(errorBody(409, 'ConflictError', conflict), { status: 409 })
          : undefined;
      }),
    );
    const { router, user } = await openForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: '신청서 제출' }));
    await expectToast(conflict);
    await user.click(screen.getByRole('button', { name: '신청서 제출' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/finish/apply'));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('says writing failed when the server cannot store the application, and keeps the form', async () => {
    server.use(
      http.post('*/api/rental-applications', () =>
        HttpResponse.json(errorBody(500, 'InternalServerError', 'Internal Server Error'), { status: 500 }),
      ),
    );
    const { router, user } = await openForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: '신청서 제출' }));
    await expectToast(MESSAGES.submitFailed);
    expect(router.state.location.pathname).toBe('/apply/write');
    expect(field(/^공연명/)).toHaveValue('겨울 실내악 축제');
    expect(screen.getByRole('button', { name: '신청서 제출' })).toBeEnabled();
  });
});

describe('/finish/apply', () => {
  it('sends a visitor who did not just submit to the rental guide', async () => {
    const { router } = await renderRoute('/finish/apply');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/notice'));
  });
});

/** user.upload honours the input's accept attribute; this one does not (like a drop or "all files"). */
function userEventAllowingAnyFile(user: User) {
  return async (input: HTMLElement, file: File) => {
    const accept = input.getAttribute('accept');
    input.removeAttribute('accept');
    await user.upload(input, file);
    if (accept) input.setAttribute('accept', accept);
  };
}
