// "My Groups" (docs/product.md §2 Groups page): the lifter's groups as cards, "Create New Group", the empty
// state. The card's Edit and Delete are the creator's (docs/product.md §6); Delete asks first in the spec's
// words, and a failed delete says so inside the dialog, which stays open.
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, ConfirmDialog, EmptyState, ErrorBanner, errorMessage, LoadingState, PageHeader, useProfile } from '@liftbook/shared';
import type { Group } from '@liftbook/shared/contract';
import { GROUP_ERRORS, useDeleteGroupMutation, useGetGroupsQuery } from '../../api/groups-api';
import { isCreator } from '../../domain/permissions';
import { GroupDates } from '../../ui/group-dates';
import styles from './group-list.module.css';

export const DELETE_GROUP_QUESTION = 'Are you sure you want to delete this group? This action cannot be undone.';

export function GroupList() {
  const groups = useGetGroupsQuery();
  const { profile } = useProfile();
  const [deleting, setDeleting] = useState<Group | null>(null);
  const [deleteGroup, deletion] = useDeleteGroupMutation();

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await deleteGroup(deleting.id);
    if (!result.error) {
      setDeleting(null);
      deletion.reset();
    }
  };
  const closeDialog = () => {
    setDeleting(null);
    deletion.reset();
  };

  const create = (
    <Link to="new" className="lb-button lb-button--primary">
      Create New Group
    </Link>
  );
  let body;
  if (groups.isLoading) body = <LoadingState text="Loading groups..." />;
  else if (groups.isError) body = <ErrorBanner message={errorMessage(groups.error, GROUP_ERRORS.loadGroups)} onRetry={() => void groups.refetch()} />;
  else if (!groups.data || groups.data.length === 0)
    body = (
      <EmptyState
        title="No groups yet"
        message="Create your first group to start collaborating with others."
        action={
          <Link to="new" className="lb-button lb-button--primary">
            Create Your First Group
          </Link>
        }
      />
    );
  else
    body = (
      <ul className={styles.grid}>
        {groups.data.map((group) => (
          <li key={group.id}>
            <GroupCard group={group} isCreator={isCreator(group, profile?.id)} onDelete={() => setDeleting(group)} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="lb-page">
      {/* docs/product.md §2: "Create New Group" is part of the list, also beside the empty state's own button. */}
      <PageHeader title="My Groups" actions={groups.data ? create : undefined} />
      {body}
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          message={DELETE_GROUP_QUESTION}
          busy={deletion.isLoading}
          failure={errorMessage(deletion.error, GROUP_ERRORS.deleteGroup)}
          onConfirm={() => void confirmDelete()}
          onCancel={closeDialog}
        />
      ) : null}
    </div>
  );
}

function GroupCard({ group, isCreator, onDelete }: { group: Group; isCreator: boolean; onDelete: () => void }) {
  const headingId = `group-${group.id}-name`;
  return (
    <article className={`lb-card ${styles.card}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.name}>
        {group.name}
      </h2>
      {group.description ? <p className={styles.description}>{group.description}</p> : null}
      <GroupDates group={group} />
      <div className={styles.actions}>
        <Link to={String(group.id)} className="lb-button lb-button--primary lb-button--sm" aria-label={`View Details of ${group.name}`}>
          View Details
        </Link>
        {isCreator ? (
          <>
            <Link to={`${group.id}/edit`} className="lb-button lb-button--secondary lb-button--sm" aria-label={`Edit ${group.name}`}>
              Edit
            </Link>
            <Button variant="danger" size="sm" onClick={onDelete} aria-label={`Delete ${group.name}`}>
              Delete
            </Button>
          </>
        ) : null}
      </div>
    </article>
  );
}
