import { ACCESS_FACILITIES, type AccessFacilities as Facilities } from '@hall/contract/access';
import { useCopy, useLocale } from '@/shared/i18n';
import { AccessIcon, type AccessIconName } from '@/shared/ui/access-icon';
import { aboutCopy } from '../copy';

type AccessCopy = (typeof aboutCopy)['ko']['info']['access'];

const ICON_OF: Record<(typeof ACCESS_FACILITIES)[number]['field'], AccessIconName> = {
  entrance: 'entrance',
  elevator: 'elevator',
  wheelchairSeats: 'wheelchair',
  companionSeats: 'companion',
  accessibleParkingSpaces: 'parking',
  accessibleToilet: 'toilet',
  hearingLoop: 'hearing-loop',
  guideDogsWelcome: 'guide-dog',
};

/** How one facility's value reads; null when staff left it empty. */
function valueText(copy: AccessCopy, field: string, kind: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'count' && typeof value === 'number') return copy.count[field]?.(value) ?? String(value);
  if (kind === 'yesNo' && typeof value === 'boolean') return (value ? copy.yes : copy.no)[field] ?? null;
  return typeof value === 'string' ? value : null;
}

/** The hall's 배리어프리 시설 as a list of icons and words, with where to ask; nothing when none is given. */
export function AccessFacilities({ facilities }: { facilities: Facilities | null | undefined }) {
  const copy = useCopy(aboutCopy).info.access;
  // The facilities' texts are one for both languages, written in Korean (docs/decisions/039).
  const textLang = useLocale() === 'ko' ? undefined : 'ko';
  if (!facilities) return null;
  const rows = ACCESS_FACILITIES.flatMap((facility) => {
    const text = valueText(copy, facility.field, facility.kind, facilities[facility.field]);
    return text ? [{ field: facility.field, kind: facility.kind, label: copy.labels[facility.field], text }] : [];
  });
  const { note, contactPhone, contactEmail } = facilities;
  if (rows.length === 0 && !note && !contactPhone && !contactEmail) return null;
  return (
    <section className="about__section" aria-labelledby="access-title">
      <h2 id="access-title" className="section-title">
        {copy.title}
      </h2>
      <p className="about__paragraph">{copy.lead}</p>
      <dl className="access-facilities">
        {rows.map((row) => (
          <div key={row.field} className="access-facilities__row">
            <dt>
              <AccessIcon name={ICON_OF[row.field]} className="access-facilities__icon" />
              {row.label}
            </dt>
            <dd lang={row.kind === 'text' ? textLang : undefined}>{row.text}</dd>
          </div>
        ))}
      </dl>
      {note ? (
        <p className="about__paragraph access-facilities__note" lang={textLang}>
          {note}
        </p>
      ) : null}
      {contactPhone || contactEmail ? (
        <div className="access-facilities__contact">
          <h3 className="access-facilities__contact-title">
            <AccessIcon name="contact" className="access-facilities__icon" />
            {copy.contactTitle}
          </h3>
          <dl className="info-list">
            {contactPhone ? (
              <div>
                <dt>{copy.phone}</dt>
                <dd>
                  <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>{contactPhone}</a>
                </dd>
              </div>
            ) : null}
            {contactEmail ? (
              <div>
                <dt>{copy.email}</dt>
                <dd>
                  <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      ) : null}
    </section>
  );
}
