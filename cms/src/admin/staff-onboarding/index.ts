/**
 * Strapi's own onboarding, dismissed for every staff member before the panel first renders.
 *
 * Strapi 5.54 has no setting for these: `config.tutorials: false` only hides the video
 * tutorials. The guided tour ("애플리케이션을 살펴보세요!", its "할 일" list and the tour popovers
 * in the content manager, all about building schemas, API tokens and Strapi Cloud) and the
 * "Introducing the new Media Library" banner each keep a "dismissed" flag in the browser's
 * localStorage. This sets those flags, as if the person had pressed the close buttons.
 * e2e/admin-roles.test.ts fails if a Strapi upgrade renames them and the onboarding comes back.
 */

const GUIDED_TOUR_KEY = 'STRAPI_GUIDED_TOUR';
/** Followed by `:<project uuid>`; one flag per media-library variant (legacy or new). */
const MEDIA_LIBRARY_BANNER_KEYS = [
  'STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_true',
  'STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_false',
];

function readJson(key: string): unknown {
  const raw = window.localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function turnGuidedTourOff(): void {
  const stored = readJson(GUIDED_TOUR_KEY);
  const state = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  if (state.enabled === false) return;
  // Strapi fills in the tours' progress from its defaults when only `enabled` is stored.
  window.localStorage.setItem(GUIDED_TOUR_KEY, JSON.stringify({ ...state, enabled: false }));
}

/** The banner's flag is scoped to the project's uuid, which /admin/init tells anyone. */
async function dismissMediaLibraryBanner(): Promise<void> {
  const backend =
    (window as unknown as { strapi?: { backendURL?: string } }).strapi?.backendURL ?? window.location.origin;
  const response = await fetch(`${backend}/admin/init`, { credentials: 'same-origin' });
  if (!response.ok) return;
  const { data } = (await response.json()) as { data?: { uuid?: string | false } };
  // Before /admin/init responds, Strapi reads the flag under an `undefined` scope.
  for (const scope of [String(data?.uuid), 'undefined']) {
    for (const key of MEDIA_LIBRARY_BANNER_KEYS) window.localStorage.setItem(`${key}:${scope}`, 'true');
  }
}

export function dismissStrapiOnboarding(): void {
  try {
    turnGuidedTourOff();
  } catch {
    // Storage refused (private mode, quota): Strapi shows its onboarding, nothing breaks.
  }
  dismissMediaLibraryBanner().catch(() => undefined);
}
