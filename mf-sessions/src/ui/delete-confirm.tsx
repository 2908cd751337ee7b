// "Delete …?" for an exercise, a set or a session: the question, and when the delete call failed,
// why, inside the dialog, which stays open so the lifter can retry or cancel.
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@liftbook/shared';
import './delete-confirm.css';

export interface DeleteConfirmProps {
  title: string;
  question: ReactNode;
  /** The failed delete's message, or null. */
  failure: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteConfirm({ title, question, failure, busy, onConfirm, onCancel }: DeleteConfirmProps) {
  return (
    <ConfirmDialog
      title={title}
      message={
        <>
          {question}
          {failure ? (
            <span className="delete-confirm__failure" role="alert">
              {failure}
            </span>
          ) : null}
        </>
      }
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
