/** The asset library for office scenes: types, tags, saved polls (the poll form's rules) and selections. */
export * from './assets';
