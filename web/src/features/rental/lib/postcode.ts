import type { Address } from 'react-daum-postcode';

/** The part of the Kakao postcode service's constructor the form uses. */
export interface PostcodeService {
  new (options: {
    oncomplete: (address: Address) => void;
    width?: string | number;
    height?: string | number;
    focusInput?: boolean;
  }): { embed: (element: HTMLElement, options?: { autoClose?: boolean }) => void };
}

/** A visitor waits at most this long for the widget's script before typing the address instead. */
export const POSTCODE_TIMEOUT_MS = 8000;

/**
 * Loads the postcode widget's script from the address service (a third-party host) on demand,
 * so that no page pays for it before the visitor asks for an address search. Rejects when the
 * script cannot load (no network, blocked) or takes longer than `timeoutMs`.
 */
export async function loadPostcodeService(timeoutMs = POSTCODE_TIMEOUT_MS): Promise<PostcodeService> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The postcode service did not load in time')), timeoutMs);
  });
  try {
    const load = import('react-daum-postcode').then(({ loadPostcode }) => loadPostcode());
    return (await Promise.race([load, timeout])) as unknown as PostcodeService;
  } finally {
    clearTimeout(timer);
  }
}

/** The address the visitor picked: the road address, or the lot-number one when they chose that. */
export function pickedAddress(address: Address): string {
  const base =
    address.userSelectedType === 'J' ? address.jibunAddress || address.address : address.roadAddress || address.address;
  const extras =
    address.userSelectedType === 'J'
      ? []
      : [
          /[동로가]$/.test(address.bname) ? address.bname : '',
          address.apartment === 'Y' ? address.buildingName : '',
        ].filter(Boolean);
  return extras.length ? `${base} (${extras.join(', ')})` : base;
}
