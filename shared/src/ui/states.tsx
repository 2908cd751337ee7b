import type { ReactNode } from 'react';
import { Button } from './button';

export interface ErrorBannerProps {
  message: string | null | undefined;
  onRetry?: () => void;
  onDismiss?: () => void;
}

/** A visible, announced error; renders nothing without a message. */
export function ErrorBanner({ message, onRetry, onDismiss }: ErrorBannerProps) {
  if (!message) return null;
  return (
    <div className="lb-banner lb-banner--error" role="alert">
      <span className="lb-banner__icon" aria-hidden="true">
        !
      </span>
      <span className="lb-banner__text">{message}</span>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
      {onDismiss ? (
        <button type="button" className="lb-banner__close" aria-label="Dismiss" onClick={onDismiss}>
          ×
        </button>
      ) : null}
    </div>
  );
}

export interface EmptyStateProps {
  title: ReactNode;
  message?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  /** The title's element: a page that is only this state (a not-found page) makes it its heading. */
  titleAs?: 'p' | 'h1' | 'h2';
}

export function EmptyState({ title, message, action, icon, titleAs: Title = 'p' }: EmptyStateProps) {
  return (
    <div className="lb-empty">
      {icon ? (
        <div className="lb-empty__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Title className="lb-empty__title">{title}</Title>
      {message ? <p className="lb-empty__message">{message}</p> : null}
      {action ? <div className="lb-empty__action">{action}</div> : null}
    </div>
  );
}

/** "Loading sessions..." with a spinner, announced politely. */
export function LoadingState({ text = 'Loading...' }: { text?: string }) {
  return (
    <div className="lb-loading" role="status">
      <span className="lb-spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
