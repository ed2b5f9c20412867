// The `stopword` package ships no types; these are the two names we use.
declare module 'stopword' {
  export const eng: string[];
  export function removeStopwords(tokens: string[], stopwords?: string[]): string[];
}
