import { cloneElement, isValidElement, useId, type InputHTMLAttributes, type ReactElement, type ReactNode } from 'react';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Shown under the control in red and announced; also marks the control invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** A custom control (select, textarea) instead of the default input; it gets id and aria props. */
  children?: ReactElement<Record<string, unknown>>;
}

/** A label, a control and its error, wired for screen readers. */
export function Field({ label, error, hint, children, id, className, ...inputProps }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const a11y = { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  const control =
    children && isValidElement(children) ? (
      cloneElement(children, { ...a11y, className: ['lb-input', (children.props.className as string) ?? ''].join(' ').trim() })
    ) : (
      <input {...inputProps} {...a11y} className="lb-input" />
    );
  return (
    <div className={['lb-field', className ?? ''].join(' ').trim()}>
      <label className="lb-field__label" htmlFor={controlId}>
        {label}
      </label>
      {control}
      {hint ? (
        <div id={hintId} className="lb-field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className="lb-field__error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
