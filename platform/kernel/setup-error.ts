/** An error the user can act on: the command line prints its message alone, no stack trace. */
export class SetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SetupError';
  }
}
