export * from './sign-in-guard';
export * from './quotas';
export * from './email-address';
