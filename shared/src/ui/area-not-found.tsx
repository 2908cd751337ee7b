import { Link } from 'react-router';
import { EmptyState } from './states';

/** An unknown path inside an area ("/goals/nope"): says so, with a link back to the area's start. */
export function AreaNotFound({ areaLabel }: { areaLabel: string }) {
  return (
    <div className="lb-page">
      <EmptyState
        title="This page does not exist"
        message="The link may be old or mistyped."
        action={
          <Link to=".." className="lb-button lb-button--secondary">
            Back to {areaLabel}
          </Link>
        }
      />
    </div>
  );
}
