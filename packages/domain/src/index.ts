/**
 * @muse/domain: the product's pure rules from the spec (tiers, credits, limits, labels, permissions).
 * No I/O. Every rule is unit-tested against the spec's numbers and texts.
 */
export * from './tiers';
export * from './credits';
export * from './users';
export * from './auth';
export * from './images';
export * from './safety';
export * from './economy';
export * from './music';
export * from './offices';
export * from './random';
export * from './abuse';
export * from './helper-chat/hand-off';
export * from './forms';
export * from './dialogs';
export * from './polls';
export * from './assets';
export * from './rooms';
export * from './interviews';
export * from './sat-math';
export * from './editor';
export * from './moderation';
export * from './profile';
export * from './translation';
