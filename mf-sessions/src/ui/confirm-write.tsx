// A ConfirmDialog whose Confirm runs one mutation: busy while it runs, its failure said in the
// dialog (which stays open to try again or cancel), closed once it succeeded; Cancel forgets the
// failure. The deletes of a session, an exercise, a set and a routine ask this way.
import { ConfirmDialog, errorMessage, type ConfirmDialogProps } from '@liftbook/shared';

interface ConfirmWriteProps extends Pick<ConfirmDialogProps, 'title' | 'message'> {
  /** Calls the mutation (RTK Query's trigger). */
  run: () => { unwrap: () => Promise<unknown> };
  /** The mutation's state: its error, whether it runs, and how to forget its error. */
  state: { error?: unknown; isLoading: boolean; reset: () => void };
  /** Said when the call fails and the api gives no message of its own. */
  failure: string;
  onClose: () => void;
  /** After it succeeded, before the dialog closes. */
  onDone?: () => void;
}

export function ConfirmWrite({ run, state, failure, onClose, onDone, ...dialog }: ConfirmWriteProps) {
  async function confirm() {
    try {
      await run().unwrap();
    } catch {
      return; // Said in the dialog, which stays.
    }
    onDone?.();
    onClose();
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
