// The submit flow both ways of inviting by name share (Add Member and Send Invite): check the
// typed value, show its message or send, then say the invite went out and clear the field for the
// next person. A refused send keeps what was typed (the mutation's error is shown by the form).
import { useState, type FormEvent } from 'react';
import type { InviteSent } from '@liftbook/shared/contract';

/** `parse` is one of domain/forms' rules: its message, or what to send. */
export function useInviteSubmit<Parsed extends object>(
  parse: (typed: string) => Parsed | { error: string },
  send: (parsed: Parsed) => Promise<{ data?: InviteSent }>,
) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** What was typed for the last invite that went out, with the role it carries. */
  const [sent, setSent] = useState<{ to: string; role: InviteSent['role'] } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(typed);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    setSent(null);
    const result = await send(parsed as Parsed);
    if (result.data) {
      setSent({ to: typed.trim(), role: result.data.role });
      setTyped('');
    }
  };

  return { typed, setTyped, error, sent, onSubmit: (event: FormEvent) => void onSubmit(event) };
}
