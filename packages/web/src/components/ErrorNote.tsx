/** A message about something that went wrong, announced to screen readers; nothing when there is none. */
export function ErrorNote({ message, testId }: { message: string | null | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <p className="error" role="alert" data-testid={testId}>
      {message}
    </p>
  );
}
