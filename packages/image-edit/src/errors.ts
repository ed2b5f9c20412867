/**
 * A picture or setting a tool refuses (a mask of another size, a result too large, an unreadable file): its
 * message is meant for the user. Any other error is a fault of the tool, logged and not shown as it is.
 */
export class EditInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EditInputError';
  }
}
