import { Link } from 'react-router';
import { EmptyState } from './states';

export interface AreaNotFoundProps {
  /** The area's name, for the way back: "Back to Goals". */
  areaLabel: string;
  /** What is missing: "Goal not found". Default: the page itself. */
  title?: string;
  message?: string;
}

/**
 * Something inside an area that is not there ("/goals/nope", a deleted goal's link, a group the
 * lifter is no longer in): a heading that says so, and a link back to the area's start. Never a
 * bare error banner with a Retry that cannot help.
 */
export function AreaNotFound({ areaLabel, title = 'This page does not exist', message = 'The link may be old or mistyped.' }: AreaNotFoundProps) {
  return (
    <div className="lb-page">
      <EmptyState
        titleAs="h1"
        title={title}
        message={message}
        action={
          <Link to=".." className="lb-button lb-button--secondary">
            Back to {areaLabel}
          </Link>
        }
      />
    </div>
  );
}

/**
 * An id from the path ("/goals/12"), or null when it cannot be one (not a positive whole number):
 * such a link is a not-found page at once, with no call to the api.
 */
export function routeId(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9]\d{0,15}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}
