import { TextField } from '@/shared/ui/form-field';
import { desiredDateProblem } from '@hall/contract/rental-rounds';
import { isCalendarDay, todayInSeoul } from '@hall/contract/seoul-time';
import type { RentalCategory } from '@hall/contract/labels';
import { useBusyDates } from '../api/rental-applications';
import { useDateRule } from '../api/rental-rounds';
import { applicationCopy as copy } from '../copy';

/**
 * The desired date, with a note when the hall already has something on that day, and the rule
 * of the calls for applications and of 수시대관 (the cms refuses such a day in the same words).
 */
export function DesiredDateField({
  value,
  min,
  category,
  error,
  onChange,
  onBlur,
}: {
  value: string;
  min: string;
  category: RentalCategory | '';
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const month = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.slice(0, 7) : null;
  const { data: busy } = useBusyDates(month);
  const isBusy = Boolean(value && busy?.month === month && busy.busyDates.includes(value));
  const rule = useDateRule();
  const today = todayInSeoul();
  const ruleProblem =
    rule.loaded && isCalendarDay(value) && value >= today
      ? desiredDateProblem({
          desiredDate: value,
          category: category || null,
          today,
          rounds: rule.rounds,
          leadDays: rule.leadDays,
        })
      : null;

  return (
    <div className="desired-date">
      <TextField
        label={copy.fields.desiredDate}
        type="date"
        name="desiredDate"
        data-field="desiredDate"
        required
        min={min}
        value={value}
        error={error}
        hint={copy.desiredDateHint}
        onBlur={onBlur}
        onValueChange={onChange}
      />
      <div role="status" aria-live="polite">
        {ruleProblem && ruleProblem !== error ? <p className="desired-date__rule">{ruleProblem}</p> : null}
        {isBusy ? <p className="desired-date__busy">{copy.busyDate}</p> : null}
      </div>
    </div>
  );
}
