// A ConfirmDialog whose Confirm runs one mutation: busy while it runs, its failure said in the
// dialog (which stays open to try again or cancel), closed once it succeeded unless `onDone` says
// what happens then; Cancel forgets the failure. The deletes of a session, an exercise, a set and a
// routine ask this way.
import { ConfirmDialog, errorMessage, type ConfirmDialogProps } from '@liftbook/shared';

interface ConfirmWriteProps extends Pick<ConfirmDialogProps, 'title' | 'message'> {
  /** Calls the mutation (RTK Query's trigger). */
  run: () => { unwrap: () => Promise<unknown> };
  /** The mutation's state: its error, whether it runs, and how to forget its error. */
  state: { error?: unknown; isLoading: boolean; reset: () => void };
  /** Said when the call fails and the api gives no message of its own. */
  failure: string;
  onClose: () => void;
  /** After it succeeded, instead of closing (a deleted line that leaves the list takes its dialog with it). */
  onDone?: () => void;
}

export function ConfirmWrite({ run, state, failure, onClose, onDone, ...dialog }: ConfirmWriteProps) {
  async function confirm() {
    try {
      await run().unwrap();
    } catch {
      return; // Said in the dialog, which stays.
    }
    if (onDone) onDone();
    else onClose();
  }
  return (
    <ConfirmDialog
      {...dialog}
      failure={errorMessage(state.error, failure)}
      busy={state.isLoading}
      onConfirm={() => void confirm()}
      onCancel={() => {
        state.reset();
        onClose();
      }}
    />
  );
}
