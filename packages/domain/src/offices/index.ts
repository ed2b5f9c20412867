/** Pure rules of offices and the Assistant Setup modal. */
export * from './roles';
export * from './office-ids';
export * from './setup-tabs';
export * from './question-count';
export * from './questions-list';
export * from './voices';
export * from './personality';
export * from './avatar-looks';
export * from './avatar-faces';
export * from './avatar-finishes';
export * from './tone';
export * from './speech-limits';
