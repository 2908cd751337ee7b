import { Link, useParams } from 'react-router';
import { EmptyState, PageHeader } from '@liftbook/shared';

/** /sessions/:sessionId - the full detail (exercises, sets, timer, quick log) comes next. */
export function SessionDetail() {
  const { sessionId } = useParams();
  return (
    <div className="lb-page">
      <Link to=".." className="lb-button lb-button--ghost lb-button--sm">
        ← Back to Sessions
      </Link>
      <PageHeader title={`Session #${sessionId ?? ''}`} />
      <EmptyState title="Session details are on their way" message="Exercises, sets, quick log and the timer arrive in the next release." />
    </div>
  );
}
