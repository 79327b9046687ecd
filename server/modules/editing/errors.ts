/** A refused edit (ADR-0700); the API turns the code into its status and a message in the reader's language. */
export class EditingError extends Error {
  constructor(
    readonly code: 'notFound' | 'conflict' | 'invalid' | 'blocked' | 'noDraft' | 'edge',
    /** `invalid`: field (dotted path) → key of the `editing` namespace's errors. */
    readonly fields: Record<string, string> = {},
    /** `conflict`: the version saved meanwhile. */
    readonly currentVersion?: number,
  ) {
    super(code);
    this.name = 'EditingError';
  }
}
