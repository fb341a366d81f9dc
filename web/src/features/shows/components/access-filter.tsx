import { useId } from 'react';
import { ACCESS_SERVICES, type AccessKey } from '@hall/contract/access';
import { useCopy } from '@/shared/i18n';
import { AccessIcon } from '@/shared/ui/access-icon';
import { showsCopy } from '../copy';
import './access-filter.css';

interface AccessFilterProps {
  selected: readonly AccessKey[];
  onChange: (keys: AccessKey[]) => void;
  /** The list's other parameters, kept when the form is sent without JavaScript. */
  keep: Record<string, string>;
}

/**
 * The show list's 배리어프리 서비스 filter: a group of checkboxes (`?access=captions,wheelchair`).
 * With JavaScript each change updates the address at once; without it, the form is sent with the
 * 적용 button and the server renders the filtered list (`?access=captions&access=wheelchair`).
 */
export function AccessFilter({ selected, onChange, keep }: AccessFilterProps) {
  const copy = useCopy(showsCopy).access;
  const legendId = useId();
  const hintId = useId();
  const toggle = (key: AccessKey, on: boolean) =>
    onChange(on ? [...selected, key] : selected.filter((selectedKey) => selectedKey !== key));
  return (
    <form className="access-filter" method="get" onSubmit={(event) => event.preventDefault()}>
      <fieldset className="access-filter__group" aria-describedby={hintId}>
        <legend id={legendId} className="access-filter__legend">
          {copy.filterLegend}
        </legend>
        <p id={hintId} className="access-filter__hint">
          {copy.filterHint}
        </p>
        <div className="access-filter__options">
          {ACCESS_SERVICES.map((service) => (
            <label key={service.key} className="access-filter__option">
              <input
                type="checkbox"
                name="access"
                value={service.key}
                checked={selected.includes(service.key)}
                onChange={(event) => toggle(service.key, event.target.checked)}
              />
              <AccessIcon name={service.key} className="access-filter__icon" />
              <span>{copy.services[service.key]}</span>
            </label>
          ))}
          {selected.length > 0 ? (
            <button type="button" className="access-filter__clear" onClick={() => onChange([])}>
              {copy.filterClear}
            </button>
          ) : null}
        </div>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <noscript>
          <button type="submit" className="button button--ghost access-filter__apply">
            {copy.filterApply}
          </button>
        </noscript>
      </fieldset>
    </form>
  );
}
