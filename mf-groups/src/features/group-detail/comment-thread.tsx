// A workout's comments in the group, oldest first, and the form to add one: plain text, 1-500
// characters (the api cleans it as every text others read). A failed post keeps what was typed.
// A comment whose author left the group shows without a name. Delete shows where the api allows
// it (the author, the workout's lifter, a group admin).
import { useState, type FormEvent } from 'react';
import { Button, ErrorBanner, errorMessage, Field, FormFailure, formatDateTime, LoadingState } from '@liftbook/shared';
import { GROUP_ERRORS, useAddCommentMutation, useDeleteCommentMutation, useGetCommentsQuery } from '../../api/groups-api';
import { COMMENT_MAX, commentError } from '../../domain/forms';
import stacked from '../../ui/stacked-list.module.css';
import styles from './group-feed.module.css';

export function CommentThread({ groupId, sessionId }: { groupId: number; sessionId: number }) {
  const target = { groupId, sessionId };
  const comments = useGetCommentsQuery(target);
  const [addComment, adding] = useAddCommentMutation();
  const [deleteComment, deleting] = useDeleteCommentMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = commentError(text);
    setError(problem);
    if (problem) return;
    const result = await addComment({ ...target, body: text });
    if (!result.error) setText('');
  };

  let list;
  if (comments.isLoading) list = <LoadingState text="Loading comments..." />;
  else if (comments.isError) list = <ErrorBanner message={errorMessage(comments.error, GROUP_ERRORS.fetchComments)} onRetry={() => void comments.refetch()} />;
  else if ((comments.data ?? []).length === 0) list = <p className={styles.muted}>No comments yet.</p>;
  else
    list = (
      <ul className={stacked.list} aria-label="Comments">
        {comments.data!.map((comment) => {
          const author = comment.author_name ?? 'Former member';
          return (
            <li key={comment.id} className={styles.comment}>
              <div className={styles.commentHead}>
                <span className={styles.author}>{author}</span>
                <time className={styles.muted} dateTime={comment.created_at}>
                  {formatDateTime(comment.created_at)}
                </time>
              </div>
              <p className={styles.body}>{comment.body}</p>
              {comment.can_delete ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete comment by ${author}`}
                  onClick={() => void deleteComment({ ...target, commentId: comment.id })}
                >
                  Delete
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    );

  return (
    <div className={styles.thread}>
      {list}
      <FormFailure message={errorMessage(deleting.error, GROUP_ERRORS.deleteComment)} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className={styles.commentForm}>
        <Field label="Add a comment" error={error} hint={`${[...text].length}/${COMMENT_MAX}`}>
          <textarea rows={2} maxLength={COMMENT_MAX} value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
        <FormFailure message={errorMessage(adding.error, GROUP_ERRORS.addComment)} />
        <div>
          <Button type="submit" size="sm" busy={adding.isLoading} busyLabel="Posting...">
            Post
          </Button>
        </div>
      </form>
    </div>
  );
}
