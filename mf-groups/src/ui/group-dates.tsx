// A group's "Created" and "Last Updated" dates (docs/product.md §2 Groups page), as the list's cards and the
// group detail show them: stacked in a card, side by side (wrapping) on the detail.
import { formatDateTime } from '@liftbook/shared';
import type { Group } from '@liftbook/shared/contract';
import styles from './group-dates.module.css';

export function GroupDates({ group, inline = false }: { group: Pick<Group, 'created_at' | 'updated_at'>; inline?: boolean }) {
  return (
    <dl className={`${styles.dates} ${inline ? styles.inline : styles.stacked}`}>
      <div>
        <dt>Created</dt>
        <dd>{formatDateTime(group.created_at)}</dd>
      </div>
      <div>
        <dt>Last Updated</dt>
        <dd>{formatDateTime(group.updated_at)}</dd>
      </div>
    </dl>
  );
}
