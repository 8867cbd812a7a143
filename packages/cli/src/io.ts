/** Where a command writes. Tests pass buffers; the binary passes the process streams. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Read a file or `-` (stdin) as UTF-8. */
  readText(path: string): Promise<string>;
  /** Standard input line by line, as it is typed (interactive commands); absent: read it whole. */
  lines?(): AsyncIterable<string>;
  isTty: boolean;
}

/** An error the user caused: printed as its message (never a stack), with an exit code. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}
