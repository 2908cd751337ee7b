// Quick Log's question for a bare "40m" (domain/quick-log-parser.ts, `minutes-or-metres`): the
// notation reads minutes, a sled push or a carry reads metres. Nothing is chosen for the lifter.
import type { MinutesOrMetres, QuickLogWarning } from '../../domain/quick-log/quick-log-parser';
import styles from './quick-log-panel.module.css';

export interface MinutesOrMetresQuestionProps {
  /** Unique per line: the radio group's name. */
  id: string;
  question: Extract<QuickLogWarning, { kind: 'minutes-or-metres' }>;
  /** The question in words (the panel's warningText). */
  legend: string;
  answer: MinutesOrMetres | undefined;
  disabled: boolean;
  onAnswer: (answer: MinutesOrMetres) => void;
}

export function MinutesOrMetresQuestion({ id, question, legend, answer, disabled, onAnswer }: MinutesOrMetresQuestionProps) {
  const { minutes } = question;
  const choices: [MinutesOrMetres, string][] = [
    ['minutes', `${minutes} minutes a set`],
    ['metres', `${minutes} metres a set`],
  ];
  return (
    <fieldset className={`${styles.warning} ${styles.unitQuestion}`} aria-invalid={answer === undefined || undefined}>
      <legend className={styles.unitLegend}>{legend}</legend>
      {choices.map(([value, label]) => (
        <label key={value} className={styles.confirm}>
          <input type="radio" name={id} value={value} checked={answer === value} disabled={disabled} onChange={() => onAnswer(value)} /> {label}
        </label>
      ))}
    </fieldset>
  );
}
