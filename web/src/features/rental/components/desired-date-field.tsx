import { TextField } from '@/shared/ui/form-field';
import { useBusyDates } from '../api/rental-applications';
import { applicationCopy as copy } from '../copy';

/** The desired date, with a note when the hall already has something on that day. */
export function DesiredDateField({
  value,
  min,
  error,
  onChange,
  onBlur,
}: {
  value: string;
  min: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const month = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.slice(0, 7) : null;
  const { data: busy } = useBusyDates(month);
  const isBusy = Boolean(value && busy?.month === month && busy.busyDates.includes(value));

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
        {isBusy ? <p className="desired-date__busy">{copy.busyDate}</p> : null}
      </div>
    </div>
  );
}
