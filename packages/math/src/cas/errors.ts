/** Input the math engine cannot read or a task it cannot do: the message is for the user. */
export class MathInputError extends Error {
  override readonly name = 'MathInputError';
}
