import { useState } from 'react';

/** Copy the link that reproduces the calculator as it is. */
export function ShareLink({ query }: { query: string }) {
  const [status, setStatus] = useState<string | null>(null);
  const url = `${window.location.origin}/calc${query}`;
  const copy = () => {
    navigator.clipboard
      ?.writeText(url)
      .then(() => setStatus('Link copied.'))
      .catch(() => setStatus('Copy the link from the address bar.'));
    if (!navigator.clipboard) setStatus('Copy the link from the address bar.');
  };
  return (
    <>
      <button type="button" onClick={copy} data-testid="share">
        Copy share link
      </button>
      <span className="status" role="status">
        {status}
      </span>
    </>
  );
}
