// A goal's progress (or any share of a whole): the fill is capped at 100 % (docs/product.md §9), the text
// says the real percent, rounded, so 130 % of a target reads "130%" on a full bar.
export interface ProgressBarProps {
  /** The percent reached; may exceed 100 or be fractional. */
  percent: number;
  /** What the bar measures, for assistive technology, e.g. "Bench Press progress". */
  label: string;
}

export function ProgressBar({ percent, label }: ProgressBarProps) {
  const safe = Number.isFinite(percent) ? Math.max(0, percent) : 0;
  const shown = Math.round(safe);
  const fill = Math.min(100, safe);
  return (
    <div className="lb-progress">
      <div
        className="lb-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, shown)}
        aria-valuetext={`${shown}%`}
      >
        <div className="lb-progress__fill" style={{ width: `${fill}%` }} />
      </div>
      <span className="lb-progress__text">{shown}%</span>
    </div>
  );
}
