import type { ReactNode } from 'react';

/** An area's page title (its spec heading), optional subtitle and actions on the right. */
export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="lb-page__header">
      <div className="lb-page__heading">
        <h1 className="lb-page__title">{title}</h1>
        {subtitle ? <p className="lb-page__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="lb-page__actions">{actions}</div> : null}
    </div>
  );
}
