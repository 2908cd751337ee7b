// Why a form's call failed, under its fields. The form keeps what was typed; this says what went
// wrong ("Failed to save goal"). Nothing is rendered when there is no failure.
export function FormFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="lb-form-failure" role="alert">
      {message}
    </p>
  );
}
