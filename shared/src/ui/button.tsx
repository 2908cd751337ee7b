import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  size?: 'md' | 'sm';
  /** While true the button is disabled and shows `busyLabel` (e.g. "Saving..."). */
  busy?: boolean;
  busyLabel?: string;
}

export function Button({ variant = 'primary', size = 'md', busy = false, busyLabel, className, disabled, type = 'button', children, ...rest }: ButtonProps) {
  const classes = ['lb-button', `lb-button--${variant}`, size === 'sm' ? 'lb-button--sm' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
