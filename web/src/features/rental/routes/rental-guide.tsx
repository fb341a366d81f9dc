import { Link } from 'react-router-dom';
import { DEFAULT_PAYMENT_RULES, completeFeeRates } from '@hall/contract/rental-fees';
import { useSiteConfig } from '@/shared/api/get-site-config';
import { sharedCopy } from '@/shared/copy';
import { useContentLang, useCopy, useLocalizedPath } from '@/shared/i18n';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { formatFileSize } from '@/shared/lib/media';
import { RENTAL_TABS } from '@/shared/navigation';
import { PageHeader } from '@/shared/ui/page-header';
import { Reveal } from '@/shared/ui/reveal';
import { TabBar } from '@/shared/ui/tab-bar';
import { FreeDates } from '../components/free-dates';
import { RentalRounds } from '../components/rental-rounds';
import { rentalCopy } from '../copy';
import './rental-guide.css';

const TOTAL_HOURS = rentalCopy.ko.breakdown.reduce((sum, part) => sum + part.hours, 0);

export function RentalGuidePage() {
  const copy = useCopy(rentalCopy);
  const shared = useCopy(sharedCopy);
  const localized = useLocalizedPath();
  useDocumentTitle(copy.title, copy.description);
  const { data: config } = useSiteConfig();
  // The facility fee names come from the site config: Korean on the English page until translated.
  const configLang = useContentLang(config);
  const form = config?.ancillaryForm;
  const rates = completeFeeRates(config?.rentalFees);
  const rules = {
    ...DEFAULT_PAYMENT_RULES,
    ...Object.fromEntries(Object.entries(config?.paymentRules ?? {}).filter(([, value]) => typeof value === 'number')),
  };
  const facilities = config?.facilityFees ?? [];
  const formSize = formatFileSize(form?.size);

  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} description={copy.description} />
      <TabBar items={RENTAL_TABS} label={shared.tabs.rental.label} />

      <div className="container page-section rental">
        <section aria-labelledby="procedure-title">
          <h2 id="procedure-title" className="section-title">
            {copy.procedureTitle}
          </h2>
          <ol className="procedure">
            {copy.steps.map((step, index) => (
              <Reveal as="li" key={step.name} delay={(index % 4) * 0.08} className="procedure__step">
                <span className="procedure__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span className="visually-hidden">{copy.stepLabel(index + 1)}: </span>
                <h3 className="procedure__name">{step.name}</h3>
                <p className="procedure__text">{step.text}</p>
              </Reveal>
            ))}
          </ol>
        </section>

        <section className="rental__cautions" aria-labelledby="cautions-title">
          <h2 id="cautions-title" className="rental__cautions-title">
            <span aria-hidden="true">!</span> {copy.cautionsTitle}
          </h2>
          <ul className="check-list">
            {copy.cautions.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        <RentalRounds />

        <FreeDates />

        <section className="rental__section" aria-labelledby="fees-title">
          <h2 id="fees-title" className="section-title">
            {copy.feesTitle}
          </h2>
          <table className="data-table rental__fees">
            <caption className="visually-hidden">{copy.feesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.feesHead.kind}</th>
                <th scope="col">{copy.feesHead.hours}</th>
                <th scope="col">{copy.feesHead.weekday}</th>
                <th scope="col">{copy.feesHead.weekend}</th>
              </tr>
            </thead>
            <tbody>
              {rates.map((row) => (
                <tr key={row.kind}>
                  <th scope="row">{copy.feeKinds[row.kind]}</th>
                  <td>{copy.feeHours(row.hours)}</td>
                  <td className="rental__fee">{copy.price(row.weekdayFee)}</td>
                  <td className="rental__fee">{copy.price(row.weekendFee)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="rental__note">{copy.feesNote}</p>
          <p className="rental__note">{copy.depositRule(rules.depositPercent, rules.depositDueDays)}</p>
          {facilities.length > 0 ? (
            <table className="data-table rental__fees rental__facility-fees">
              <caption>{copy.facilityFeesCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{copy.facilityFeesHead.name}</th>
                  <th scope="col">{copy.facilityFeesHead.unit}</th>
                  <th scope="col">{copy.facilityFeesHead.fee}</th>
                </tr>
              </thead>
              <tbody>
                {facilities.map((row) => (
                  <tr key={row.name}>
                    <th scope="row" lang={configLang}>
                      {row.name}
                    </th>
                    <td lang={configLang}>{row.unit}</td>
                    <td className="rental__fee">{copy.price(row.fee)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}

          <figure className="breakdown">
            <figcaption className="breakdown__title">{copy.breakdownTitle}</figcaption>
            <ol className="breakdown__bar">
              {copy.breakdown.map((part) => (
                <li key={part.name} className="breakdown__part" style={{ flexGrow: part.hours }}>
                  <span className="breakdown__name">{part.name}</span>
                  <span className="breakdown__hours">{copy.hours(part.hours)}</span>
                </li>
              ))}
            </ol>
            <p className="breakdown__total">{copy.hours(TOTAL_HOURS)}</p>
          </figure>
        </section>

        <section className="rental__section" aria-labelledby="guide-title">
          <h2 id="guide-title" className="section-title">
            {copy.guideTitle}
          </h2>
          <div className="guide">
            {copy.guide.map((topic, index) => (
              <details key={topic.title} className="guide__topic" open={index === 0}>
                <summary className="guide__summary">
                  <span className="guide__index" aria-hidden="true">
                    {index + 1}
                  </span>
                  {topic.title}
                </summary>
                <ul className="check-list guide__items">
                  {topic.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </details>
            ))}
          </div>
        </section>

        <div className="rental__boxes">
          <section className="rental__box" aria-labelledby="inquiry-title">
            <h2 id="inquiry-title" className="rental__box-title">
              {copy.inquiryTitle}
            </h2>
            <p className="rental__box-text">{copy.inquiryText}</p>
            {config ? (
              <dl className="info-list">
                <div>
                  <dt>{copy.inquiryPhone}</dt>
                  <dd>
                    <a href={`tel:${config.rentalPhone.replace(/[^0-9+]/g, '')}`}>{config.rentalPhone}</a>
                  </dd>
                </div>
                <div>
                  <dt>{copy.inquiryEmail}</dt>
                  <dd>
                    <a href={`mailto:${config.rentalEmail}`}>{config.rentalEmail}</a>
                  </dd>
                </div>
              </dl>
            ) : null}
          </section>

          <section className="rental__box" aria-labelledby="download-title">
            <h2 id="download-title" className="rental__box-title">
              {copy.downloadTitle}
            </h2>
            <p className="rental__box-text">{copy.downloadText}</p>
            {form ? (
              <a className="button button--primary" href={form.url} download={form.name}>
                {copy.download}
                {formSize ? <span className="rental__file-size">({formSize})</span> : null}
              </a>
            ) : config ? (
              <p className="rental__note">{copy.downloadMissing}</p>
            ) : null}
          </section>
        </div>

        <div className="button-row button-row--center rental__actions">
          <Link className="button button--gold" to={localized('/apply/write')}>
            {copy.applyButton}
          </Link>
          <Link className="button button--ghost" to={localized('/about/info')}>
            {copy.facilitiesButton}
          </Link>
        </div>
      </div>
    </>
  );
}

export { RentalGuidePage as Component };
