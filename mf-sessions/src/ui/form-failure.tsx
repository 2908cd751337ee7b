// Why a form's call failed, under its fields; the form keeps what was typed (README "No lost
// input"). One look for every form of the remote: session add and edit, exercise edit, set forms.
import './form-failure.css';

export function FormFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-failure" role="alert">
      {message}
    </p>
  );
}
