// The calendar's month-and-year picker: the month title opens it; every month of the last five
// years (more on "Earlier years") is one tap away, so a month two years back is two taps from
// the calendar, not twenty-four presses of Previous.
import { useEffect, useRef, useState } from 'react';
import { Button, Modal } from '@liftbook/shared';
import { MONTH_NAMES, type YearMonth } from '../../domain/calendar/calendar-grid';
import { isShowableMonth, pickerYears } from './month-param';
import styles from './month-picker.module.css';

export interface MonthPickerProps {
  shown: YearMonth;
  today: YearMonth;
  onPick: (month: YearMonth) => void;
  onClose: () => void;
}

export function MonthPicker({ shown, today, onPick, onClose }: MonthPickerProps) {
  const [steps, setSteps] = useState(1);
  const current = useRef<HTMLButtonElement>(null);
  const years = pickerYears(today.year, shown.year, steps);
  const oldest = years[years.length - 1] ?? shown.year;

  // After the dialog has taken focus (its own effect runs after this one): the month shown.
  useEffect(() => {
    const frame = requestAnimationFrame(() => current.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <Modal title="Choose a month" onClose={onClose}>
      <div className={styles.years}>
        {years.map((year) => (
          <section key={year} aria-labelledby={`month-picker-${year}`}>
            <h3 id={`month-picker-${year}`} className={styles.year}>
              {year}
            </h3>
            <ul className={styles.months}>
              {MONTH_NAMES.map((name, monthIndex) => {
                const isShown = year === shown.year && monthIndex === shown.monthIndex;
                const isToday = year === today.year && monthIndex === today.monthIndex;
                return (
                  <li key={name}>
                    <button
                      ref={isShown ? current : undefined}
                      type="button"
                      className={`${styles.month} ${isShown ? styles.shown : ''} ${isToday ? styles.today : ''}`}
                      aria-label={`${name} ${year}`}
                      aria-current={isShown ? 'date' : undefined}
                      onClick={() => onPick({ year, monthIndex })}
                    >
                      {name.slice(0, 3)}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      {isShowableMonth({ year: oldest - 1, monthIndex: 0 }) ? (
        <Button variant="secondary" className={styles.earlier} onClick={() => setSteps((n) => n + 1)}>
          Earlier years (before {oldest})
        </Button>
      ) : null}
    </Modal>
  );
}
