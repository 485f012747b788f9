import { Button } from '../../ui/Button.js';

/** A signed-out form's full-width submit button: disabled while the form submits, and saying so when given busyLabel. */
export function SubmitButton({ submitting, label, busyLabel = label }: { submitting: boolean; label: string; busyLabel?: string }) {
  return (
    <Button type="submit" block disabled={submitting}>
      {submitting ? busyLabel : label}
    </Button>
  );
}
