import { b, h, p, ul, type Blocks } from '../blocks';
import { HALL } from './hall';

/**
 * The English versions of some demo content (docs/decisions/038): the site config and a handful
 * of shows and notices. The rest stays Korean only, so the English site shows its fallback.
 * Dates, prices, links and images are shared with the Korean versions.
 */

export const HALL_EN = {
  hallName: 'Cheongeum Art Hall',
  address: 'Cheongeum Tower 3F, 128 Dosim-ro, Jung-gu, Seoul',
};

const CONTACT_EN = () =>
  p(['Enquiries: ', b(`${HALL_EN.hallName} ${HALL.phone}`), ` (weekdays 10 am – 6 pm) / ${HALL.email}`]);

export const PRIVACY_POLICY_EN = `${HALL_EN.hallName} ("the Hall") protects the personal information of the people who use its website in accordance with Article 30 of the Personal Information Protection Act of Korea.

1. What we collect: for a member account, your e-mail address, name and password (stored as a hash); for a venue-rental application, the applicant's organisation, contact person, telephone number, address and the documents submitted.
2. Why: to run member accounts, to review venue-rental applications and to contact applicants about them.
3. How long: until you delete your account; rental applications and their documents for the periods the Korean privacy policy lists.
4. Your rights: you can download your data and delete your account on My page at any time.

The Korean privacy policy is the binding version. Privacy officer: ${HALL.privacyOfficer.email}.`;

export const EMAIL_REFUSAL_EN = `${HALL_EN.hallName} refuses the unauthorised collection of the e-mail addresses published on this website by e-mail harvesting programs or any other technical means. Violations are punishable under the Act on Promotion of Information and Communications Network Utilization and Information Protection.`;

export interface ShowTranslation {
  title: string;
  host: string;
  performers: string;
  ageRating: string;
  priceText: string;
  intro: string;
  program: string[];
  profile: string;
}

/** By the Korean show's slug (data/shows.ts). */
export const SHOW_TRANSLATIONS: Record<string, ShowTranslation> = {
  'kim-seoyun-piano': {
    title: 'Seoyun Kim Piano Recital – Chopin and Rachmaninoff',
    host: 'Raon Arts Management',
    performers: 'Seoyun Kim, piano',
    ageRating: 'Elementary school age and up',
    priceText: 'R seats KRW 50,000 / S seats KRW 30,000',
    intro:
      'Pianist Seoyun Kim, known for her refined tone and thoughtful interpretations, pairs Chopin’s ballades with Rachmaninoff’s Études-tableaux: a rare chance to hear two summits of Romantic piano music side by side.',
    program: [
      'Chopin / Ballade No. 1 in G minor, Op. 23',
      'Chopin / Ballade No. 4 in F minor, Op. 52',
      'Chopin / Barcarolle in F-sharp major, Op. 60',
      'Rachmaninoff / Selections from Études-tableaux, Op. 39',
      'Rachmaninoff / Piano Sonata No. 2 in B-flat minor, Op. 36 (1931 version)',
    ],
    profile:
      'Seoyun Kim graduated from a Korean conservatory and completed the Konzertexamen in Hanover. A prize-winner at several European competitions, she performs solo and chamber music in Korea and abroad.',
  },
  'quartet-ongyeol': {
    title: 'Ongyeol String Quartet – 5th Anniversary Concert',
    host: 'Ongyeol String Quartet',
    performers: 'Harin Lee, violin I\nDohyun Park, violin II\nGaon Choi, viola\nMinho Jung, cello',
    ageRating: 'Elementary school age and up',
    priceText: 'All seats KRW 30,000',
    intro:
      'Marking five years together, the Ongyeol String Quartet looks back with quartets by Haydn, Ravel and Beethoven. Hear four instruments breathe as one, up close in our 280-seat hall.',
    program: [
      'Haydn / String Quartet in D major, Op. 76 No. 5',
      'Ravel / String Quartet in F major',
      'Beethoven / String Quartet No. 13 in B-flat major, Op. 130 (with the Grosse Fuge)',
    ],
    profile:
      'Ongyeol was founded by four musicians who studied at the same university. Since winning first prize at a national chamber music competition, they have given an annual concert series and regional tours.',
  },
  'gayageum-sanjo': {
    title: 'A Night of Gayageum Sanjo – Jian Choi, gayageum',
    host: 'Sorigyeol Productions',
    performers: 'Jian Choi, gayageum\nDoyun Lim, janggu',
    ageRating: 'Ages 8 and up',
    priceText: 'All seats KRW 30,000',
    intro:
      'From the slow jinyangjo to the racing hwimori, a complete gayageum sanjo with janggu accompaniment. The hall’s warm acoustics bring every bent note of the twelve-string zither close.',
    program: [
      'Gayageum sanjo, complete (jinyangjo – jungmori – jungjungmori – jajinmori – hwimori)',
      'New work for solo gayageum “The Way of Water” (world premiere)',
      'Gayageum byeongchang “Sarangga” (Love Song)',
    ],
    profile:
      'Jian Choi studied at the National Gugak High School and has appeared as a soloist with several traditional orchestras. She keeps the original forms of sanjo alive while premiering new works.',
  },
  'jazz-blue-hour': {
    title: 'Jazz Trio “Blue Hour” in Concert',
    host: 'Moving Music',
    performers: 'Jaehyun Oh, piano\nSoyun Han, double bass\nTaeo Kang, drums',
    ageRating: 'Elementary school age and up',
    priceText: 'All seats KRW 30,000',
    intro:
      'Standards and originals from a piano trio that loves the hour between sunset and night: lyrical ballads, swinging blues and a few surprises.',
    program: ['Jazz standards and original compositions (programme announced from the stage)'],
    profile:
      'Blue Hour formed in Seoul’s club scene and has released two albums. The trio is known for its conversational interplay and warm, acoustic sound.',
  },
  'gala-first-note': {
    title: 'Cheongeum Gala Concert “First Note”',
    host: HALL_EN.hallName,
    performers:
      'Yerin Jang, soprano\nHarin Lee, violin\nYujin Jung, cello\nSeoyun Kim, piano\nCheongeum Chamber Ensemble',
    ageRating: 'Elementary school age and up',
    priceText: 'R seats KRW 50,000 / S seats KRW 30,000',
    intro:
      'Musicians who have grown with Cheongeum Art Hall share one stage in a gala that moves between voice and instruments, solo and chamber music, to sound the first note of the new season together.',
    program: [
      'Mozart / Overture to The Marriage of Figaro (chamber arrangement)',
      'Puccini / “O mio babbino caro” from Gianni Schicchi',
      'Kreisler / Liebesfreud',
      'Fauré / Élégie, Op. 24',
      'Mendelssohn / Piano Trio No. 1 in D minor, Op. 49, first movement',
    ],
    profile:
      'The Cheongeum Chamber Ensemble is the hall’s resident ensemble, creating its own productions and education programmes every season.',
  },
};

/** The English body of a show: what the Korean body says, in the same order. */
export function showBodyEn(translation: ShowTranslation, runningTimeMinutes: number): Blocks {
  return [
    p(translation.intro),
    h('Programme'),
    ul(translation.program),
    h('About the artists'),
    p(translation.profile),
    h('Visitor information'),
    ul([
      `Venue: ${HALL_EN.hallName} (${HALL.seats} seats)`,
      `Running time: about ${runningTimeMinutes} minutes`,
      `Age: ${translation.ageRating}`,
      `Tickets: ${translation.priceText}`,
      `Presented by: ${translation.host}`,
    ]),
  ];
}

/** By the Korean notice's title (data/notices.ts). */
export const NOTICE_TRANSLATIONS: Record<string, { title: string; body: () => Blocks }> = {
  '공연장 관람 예절 안내': {
    title: 'Concert Etiquette at the Hall',
    body: () => [
      p('So that everyone can enjoy the performance, please keep to the following.'),
      ul([
        'Please be seated 10 minutes before the start. Latecomers are admitted between pieces or at the interval, as the ushers direct.',
        'Switch off your mobile phone or set it to flight mode.',
        [b('Photography, filming and recording are not permitted'), ' during the performance.'],
        'No food in the auditorium. Water is allowed in bottles with a cap.',
        'Please hold your applause between movements until the piece has ended.',
      ]),
      CONTACT_EN(),
    ],
  },
  '휠체어석 및 편의시설 이용 안내': {
    title: 'Wheelchair Seating and Accessibility',
    body: () => [
      p('We offer the following facilities so that every visitor can enjoy a performance in comfort.'),
      ul([
        'Wheelchair spaces: 4 at the back of the ground floor (choose them when booking or call us)',
        'Lift: from the lobby of Cheongeum Tower straight to the hall on the 3rd floor.',
        'Accessible toilet: to the left of the hall’s lobby.',
        'Nursing room: at the back of the 3rd-floor lobby (open from 1 hour before each performance)',
      ]),
      CONTACT_EN(),
    ],
  },
  '홈페이지 개편 안내': {
    title: 'Our New Website',
    body: () => [
      p(`The ${HALL_EN.hallName} website has been redesigned.`),
      ul([
        'The calendar shows performances and rentals at a glance.',
        'Add a performance to your own calendar from its page.',
        'Follow the status and history of your rental application on My page.',
      ]),
      p([b('Existing members, please reset your password'), ' with “Forgot password” on the login page.']),
      CONTACT_EN(),
    ],
  },
};
