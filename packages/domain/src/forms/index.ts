/** Pure rules of the demo-request form, the feedback popup, the confetti banner and visitors' write limits. */
export * from './demo-form';
export * from './feedback';
