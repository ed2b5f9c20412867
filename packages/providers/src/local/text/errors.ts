/** Neither keywords nor tags were given, so there is nothing to write ideas about. */
export class NoKeywordsError extends Error {
  override readonly name = 'NoKeywordsError';
  readonly code = 'no_keywords';

  constructor() {
    super('No keywords or tags to generate ideas from.');
  }
}
