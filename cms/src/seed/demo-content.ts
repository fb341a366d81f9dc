import { DEFAULT_FEE_RATES, DEFAULT_PAYMENT_RULES } from '@hall/contract/rental-fees';
import { addSeoulDays, atSeoulTime, formatSeoulTime, seoulDateKey, startOfSeoulDay } from '@hall/contract/seoul-time';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { mapLimit, SeedUploader, type UploadedFile, type UploadInput } from './assets';
import { planCalendar } from './calendar';
import { emailRefusal, HALL, HALL_ACCESS_FACILITIES, privacyPolicy } from './data/hall';
import { buildNotices, rentalCallPeriod, type AttachmentKey, type TicketOpenShow } from './data/notices';
import { ancillaryFormDocx, seasonProgrammeDocx, simplePdf } from './documents';
import { parkingMapSvg, popupSvg, posterSvg, renderJpeg, renderPng, rendererVersion, seatLayoutSvg } from './images';
import { cachedRender } from './render-cache';
import { mulberry32 } from './random';
import { planShows, showData, type ShowPlan } from './shows';
import { englishDate, koreanDate, koreanDatePlain } from './time';
import {
  EMAIL_REFUSAL_EN,
  HALL_EN,
  NOTICE_TRANSLATIONS,
  PRIVACY_POLICY_EN,
  SHOW_TRANSLATIONS,
  showBodyEn,
} from './data/english';

/** Fixed seed: the same content on every first start, apart from the dates. */
const RANDOM_SEED = 280;
/** Files generated and uploaded at the same time. */
const UPLOAD_CONCURRENCY = 4;

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Fills an empty database with the demo site: shows around today (Seoul) with posters,
 * notices (some hidden, some with attachments), popups, calendar entries and the site config
 * with its downloadable files. Everything is written in one database transaction: on any
 * error nothing is kept (the stored files are deleted too) and the error is thrown.
 */
export async function seedDemoContent(strapi: Core.Strapi): Promise<void> {
  const startedAt = Date.now();
  const uploader = new SeedUploader(strapi);
  try {
    const counts = await strapi.db.transaction(() => createDemoContent(strapi, uploader, new Date()));
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    strapi.log.info(
      `[seed] demo content created in ${seconds}s: ${counts.shows} shows (${counts.upcoming} upcoming, ${counts.past} past), ` +
        `${counts.notices} notices (${counts.draftNotices} not published), ${counts.popups} popups, ${counts.events} calendar events, ` +
        `site config, ${counts.files} files; in English: the site config, ${counts.translatedShows} shows, ${counts.translatedNotices} notices`,
    );
  } catch (error) {
    await uploader.discardStoredFiles();
    strapi.log.error(`[seed] demo content failed, nothing was kept: ${(error as Error).message}`);
    throw error;
  } finally {
    await uploader.close();
  }
}

/**
 * Everything the seed will write, decided before anything is written: pure apart from
 * `today`, so it can be checked for any day.
 */
export function planDemoContent(today: Date) {
  const random = mulberry32(RANDOM_SEED);
  const shows = planShows(today, random);
  const showDays = new Set(shows.map((show) => seoulDateKey(show.day)));
  const { closureDay, events } = planCalendar(today, showDays, random);

  const upcoming = shows.filter((show) => show.upcoming);
  const past = shows.filter((show) => !show.upcoming).reverse();
  const daySlug = (slug: string) => shows.find((show) => show.seed.slug === slug)?.day;
  const pastCompetitionDay = daySlug('youth-piano-competition-11');
  const nextCompetitionDay = daySlug('youth-piano-competition-12');
  if (pastCompetitionDay === undefined || nextCompetitionDay === undefined)
    throw new Error('competition shows missing from the catalogue');

  const ticketOpen = (plan: ShowPlan): TicketOpenShow => ({
    title: plan.seed.title,
    day: plan.day,
    hour: plan.hour,
    minute: plan.minute,
    ticketUrl: plan.ticketUrl as string,
    priceText: plan.seed.priceText,
    ageRating: plan.seed.ageRating,
    runningTimeMinutes: plan.seed.runningTimeMinutes,
    host: plan.seed.host,
  });
  // Six upcoming shows (not today's) and the two latest past shows that had a ticket link.
  const upcomingWithTickets = upcoming.filter((show) => show.ticketUrl).slice(1);
  const ticketShows = [
    ...upcomingWithTickets.filter((_show, index) => index % 2 === 0).slice(0, 6),
    ...past.filter((show) => show.ticketUrl).slice(0, 2),
  ].map(ticketOpen);

  const privacyEffectiveDay = addSeoulDays(today, -143);
  const privacyPreviousDay = addSeoulDays(privacyEffectiveDay, -731);
  const notices = buildNotices({
    today,
    closureDay,
    privacyEffectiveDay,
    privacyPreviousDay,
    pastCompetitionDay,
    nextCompetitionDay,
    ticketShows,
  });
  return {
    today,
    shows,
    upcoming,
    past,
    closureDay,
    events,
    notices,
    privacyEffectiveDay,
    privacyPreviousDay,
    ...rentalCallPeriod(today),
  };
}

async function createDemoContent(strapi: Core.Strapi, uploader: SeedUploader, now: Date) {
  const {
    shows,
    upcoming,
    past,
    closureDay,
    events,
    notices,
    privacyEffectiveDay,
    privacyPreviousDay,
    callYear,
    half,
  } = planDemoContent(startOfSeoulDay(now));

  // ------------------------------------------------------------------ files
  // Drawn once per machine and renderer version (seed/render-cache.ts), beside the development database.
  const version = rendererVersion();
  const cacheDir = path.join(strapi.dirs.app.root, '.tmp', 'seed-images');
  const jpeg = cachedRender(cacheDir, { extension: 'jpeg', version }, renderJpeg);
  const png = cachedRender(cacheDir, { extension: 'png', version }, renderPng);
  const seatLayoutAlt = `${HALL.name} 좌석 배치도: 무대 앞쪽 A열부터 뒤쪽 R열까지 ${HALL.seats}석, 가운데 통로, R열 11~14번 지정석`;
  const fileJobs: Record<string, () => Promise<UploadInput>> = {
    seatLayout: async () => ({
      buffer: await png(seatLayoutSvg()),
      filename: 'seat-layout.png',
      mime: 'image/png',
      displayName: `${HALL.name}_좌석배치도.png`,
      alternativeText: seatLayoutAlt,
    }),
    parkingMap: async () => ({
      buffer: await png(parkingMapSvg()),
      filename: 'parking-map.png',
      mime: 'image/png',
      displayName: '주차장_안내도.png',
      alternativeText: '청음타워 지하 주차장 진입로와 지하철 출구 위치 안내도',
    }),
    ancillaryForm: async () => ({
      buffer: await ancillaryFormDocx(),
      filename: 'ancillary-facility-form.docx',
      mime: DOCX_MIME,
      displayName: `${HALL.name}_부대시설_신청서.docx`,
    }),
    showFile: async () => ({
      buffer: await seasonProgrammeDocx(
        upcoming.map((show) => ({
          date: koreanDate(show.day, false),
          time: formatSeoulTime(show.startsAt),
          title: show.seed.title,
          performers: show.seed.performers.split('\n').join(', '),
          price: show.seed.priceText,
        })),
        `${koreanDatePlain(upcoming[0].day)} ~ ${koreanDatePlain(upcoming[upcoming.length - 1].day)}`,
      ),
      filename: 'season-programme.docx',
      mime: DOCX_MIME,
      displayName: `${HALL.name}_공연_안내_자료.docx`,
    }),
    inspectionPdf: async () => ({
      buffer: inspectionPdf(closureDay),
      filename: 'facility-inspection-schedule.pdf',
      mime: 'application/pdf',
      displayName: '시설점검_일정표.pdf',
    }),
    rentalCallPdf: async () => ({
      buffer: rentalCallPdf(callYear, half),
      filename: 'rental-call-guide.pdf',
      mime: 'application/pdf',
      displayName: '정기대관공모_안내문.pdf',
    }),
    popupRental: async () => ({
      buffer: await jpeg(popupSvg('rental-call', 'chamber')),
      filename: 'popup-rental-call.jpg',
      mime: 'image/jpeg',
      alternativeText: `${callYear}년 정기 대관 공모 안내`,
    }),
    popupTickets: async () => ({
      buffer: await jpeg(popupSvg('organized-tickets', 'piano')),
      filename: 'popup-organized-shows.jpg',
      mime: 'image/jpeg',
      alternativeText: `${HALL.name} 기획공연 예매 안내`,
    }),
  };
  const posterJobs = shows.map(
    (show) => async (): Promise<UploadInput> => ({
      buffer: await jpeg(posterSvg(show.seed.slug, show.seed.genre)),
      filename: `poster-${show.seed.slug}.jpg`,
      mime: 'image/jpeg',
      alternativeText: `〈${show.seed.title}〉 공연 포스터`,
    }),
  );

  const namedJobs = Object.entries(fileJobs);
  const jobs = [...namedJobs.map(([, job]) => job), ...posterJobs];
  const uploaded = await mapLimit(jobs, UPLOAD_CONCURRENCY, async (job) => uploader.upload(await job()));
  const files: Record<string, UploadedFile> = {};
  namedJobs.forEach(([key], index) => {
    files[key] = uploaded[index];
  });
  const posters = uploaded.slice(namedJobs.length);

  // ------------------------------------------------------------------ documents
  let translatedShows = 0;
  for (const [index, show] of shows.entries()) {
    const created = await strapi
      .documents('api::show.show')
      .create({ data: showData(show, posters[index].id), status: 'published' });
    const english = SHOW_TRANSLATIONS[show.seed.slug];
    if (english) {
      // The English version (docs/decisions/038): its texts; dates, status, poster and link are shared.
      const data = {
        title: english.title,
        host: english.host,
        performers: english.performers,
        ageRating: english.ageRating,
        priceText: english.priceText,
        statusNote: show.statusNote
          ? show.showStatus === 'cancelled'
            ? 'This performance has been cancelled. Tickets are refunded in full.'
            : 'This performance has moved to a new date. Booked tickets remain valid.'
          : null,
        body: showBodyEn(english, show.seed.runningTimeMinutes),
      };
      await strapi
        .documents('api::show.show')
        .update({ documentId: created.documentId, locale: 'en', data: data as never, status: 'published' });
      translatedShows += 1;
    }
  }

  const attachmentIds: Record<AttachmentKey, number> = {
    inspectionPdf: files.inspectionPdf.id,
    parkingMap: files.parkingMap.id,
    rentalCallPdf: files.rentalCallPdf.id,
    ancillaryForm: files.ancillaryForm.id,
  };
  let translatedNotices = 0;
  for (const notice of notices) {
    const created = await strapi.documents('api::notice.notice').create({
      data: {
        title: notice.title,
        category: notice.category,
        postedAt: atSeoulTime(notice.postedDay, notice.postedHour, notice.postedMinute).toISOString(),
        externalUrl: notice.externalUrl ?? null,
        attachment: notice.attachment ? attachmentIds[notice.attachment] : null,
        body: notice.body,
      },
      ...(notice.draft ? {} : { status: 'published' as const }),
    });
    const english = NOTICE_TRANSLATIONS[notice.title];
    if (english && !notice.draft) {
      const data = { title: english.title, body: english.body() };
      await strapi
        .documents('api::notice.notice')
        .update({ documentId: created.documentId, locale: 'en', data: data as never, status: 'published' });
      translatedNotices += 1;
    }
  }

  const organized = upcoming.find((show) => show.seed.isOrganized && show.ticketUrl);
  const popups = [
    {
      title: `${callYear}년 ${half === 1 ? '상반기' : '하반기'} 정기 대관 공모 안내`,
      image: files.popupRental.id,
      linkUrl: '/apply/notice',
      sortOrder: 0,
    },
    {
      title: organized ? `기획공연 〈${organized.seed.title}〉 예매 오픈` : `${HALL.name} 기획공연 예매 오픈`,
      image: files.popupTickets.id,
      linkUrl: '/show/schedule',
      sortOrder: 1,
    },
  ];
  for (const popup of popups) {
    await strapi.documents('api::popup.popup').create({ data: popup, status: 'published' });
  }

  for (const event of events) {
    await strapi.documents('api::calendar-event.calendar-event').create({
      data: {
        title: event.title,
        kind: event.kind,
        startsAt: event.startsAt.toISOString(),
        endsAt: event.endsAt.toISOString(),
        note: event.note,
      },
      status: 'published',
    });
  }

  const siteConfig = await strapi.documents('api::site-config.site-config').create({
    data: {
      hallName: HALL.name,
      address: HALL.address,
      phone: HALL.phone,
      email: HALL.email,
      rentalPhone: HALL.rentalPhone,
      rentalEmail: HALL.rentalEmail,
      latitude: HALL.latitude,
      longitude: HALL.longitude,
      seatLayout: files.seatLayout.id,
      ancillaryForm: files.ancillaryForm.id,
      showFile: files.showFile.id,
      privacyPolicy: privacyPolicy(koreanDatePlain(privacyEffectiveDay), koreanDatePlain(privacyPreviousDay)),
      emailRefusal: emailRefusal(koreanDatePlain(privacyEffectiveDay)),
      rentalFees: DEFAULT_FEE_RATES.map((rate) => ({ ...rate })),
      facilityFees: [
        { name: '그랜드 피아노(조율 포함)', unit: '1회', fee: 250_000 },
        { name: '영상 촬영', unit: '1회', fee: 300_000 },
        { name: '추가 리허설', unit: '1시간', fee: 150_000 },
      ],
      paymentRules: { ...DEFAULT_PAYMENT_RULES },
      accessFacilities: HALL_ACCESS_FACILITIES,
    },
    status: 'published',
  });
  const siteConfigEn = {
    hallName: HALL_EN.hallName,
    address: HALL_EN.address,
    privacyPolicy: PRIVACY_POLICY_EN,
    emailRefusal: EMAIL_REFUSAL_EN,
  };
  await strapi
    .documents('api::site-config.site-config')
    .update({ documentId: siteConfig.documentId, locale: 'en', data: siteConfigEn as never, status: 'published' });

  return {
    shows: shows.length,
    upcoming: upcoming.length,
    past: past.length,
    notices: notices.length,
    translatedShows,
    translatedNotices,
    draftNotices: notices.filter((notice) => notice.draft).length,
    popups: popups.length,
    events: events.length,
    files: uploaded.length,
  };
}

// ------------------------------------------------------------------------------ PDF texts

function inspectionPdf(closureDay: Date): Buffer {
  return simplePdf('Facility Inspection Schedule', [
    { text: HALL.nameEn, size: 20, bold: true },
    { text: 'Facility inspection and safety schedule', size: 14, bold: true, gap: 4 },
    { text: 'Regular inspection (the hall is closed)', bold: true, gap: 18 },
    { text: `Date: ${englishDate(closureDay)}, 09:00 - 18:00 (Korea Standard Time)` },
    { text: 'Scope: stage machinery, lighting rigs, fire safety systems, seat repairs' },
    { text: 'Closed: auditorium, lobby, information desk, part of car park level B2' },
    { text: 'Fire evacuation drill', bold: true, gap: 14 },
    { text: 'Held together with the tower-wide drill, 10:00 - 11:00.' },
    { text: 'Alarms and announcements will sound; lobby access is briefly restricted.' },
    { text: 'Piano maintenance (Steinway D-274)', bold: true, gap: 14 },
    { text: 'Twice a year, two days each. Rentals that need the piano are not booked then.' },
    { text: 'Sound system check', bold: true, gap: 14 },
    { text: 'Monthly, on a weekday without rentals, 10:00 - 16:00.' },
    { text: 'Contact', bold: true, gap: 14 },
    { text: `Phone ${HALL.phone}  /  E-mail ${HALL.email}` },
  ]);
}

function rentalCallPdf(year: number, half: 1 | 2): Buffer {
  return simplePdf(`Venue rental call ${year} H${half}`, [
    { text: HALL.nameEn, size: 20, bold: true },
    {
      text: `Venue rental call for ${year}, ${half === 1 ? 'first' : 'second'} half - guidelines`,
      size: 14,
      bold: true,
      gap: 4,
    },
    { text: 'Categories', bold: true, gap: 18 },
    { text: 'Classical, Korean traditional music (gugak), popular music, corporate lectures' },
    { text: `Hall: ${HALL.seats} seats, about 3,040 m3, reverberation 1.2 - 1.3 s` },
    { text: 'Fees (VAT included)', bold: true, gap: 14 },
    { text: 'Performance rental: KRW 1,540,000 for 6 hours' },
    { text: '   (rehearsal 3 h, cleanup and house open 1 h, performance 2 h)' },
    { text: 'Competition rental: KRW 1,760,000 for 6 hours' },
    { text: 'Corporate or event rental: KRW 1,760,000 for 6 hours' },
    { text: 'Terms', bold: true, gap: 14 },
    { text: '- Deposit right after signing the contract; balance within 30 days of the show.' },
    { text: '- Ancillary requests (piano, video, extra rehearsal, tuning): 14 days before.' },
    { text: '- Changes to content or performers: 30 days before, fee 10% of the rental fee.' },
    { text: '  A change of performer is not allowed.' },
    { text: '- Cancellation may forfeit the deposit and the whole fee.' },
    { text: '- Promotional images (jpg, 1 MB or more): 30 days before.' },
    { text: '- Foreign performers: proof of visa 14 days before.' },
    { text: '- Reserved seats: row R, seats 11 - 14 (4 seats).' },
    { text: '- Staff: 1 stage manager, 1 house manager, 2 ushers.' },
    { text: '- Ticketing online only; no on-site ticketing.' },
    { text: '- Start time: weekdays 19:30, weekends and holidays 17:00.' },
    { text: 'How to apply', bold: true, gap: 14 },
    { text: 'Sign up on the website and submit the online rental application.' },
    { text: 'A staff member calls you within 1 business day.' },
    { text: `Rental desk: ${HALL.rentalPhone}  /  ${HALL.rentalEmail}` },
  ]);
}
