import { Field } from '@liftbook/shared';
import type { ProgressPeriod } from '@liftbook/shared/contract';
import { PERIOD_OPTIONS } from '../../domain/periods';

/** docs/product.md §2: Last Week, Last Month (default), Last Year, All Time. */
export function PeriodSelect({ value, onChange }: { value: ProgressPeriod; onChange: (period: ProgressPeriod) => void }) {
  return (
    <Field label="Period">
      <select value={value} onChange={(event) => onChange(event.target.value as ProgressPeriod)}>
        {PERIOD_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
