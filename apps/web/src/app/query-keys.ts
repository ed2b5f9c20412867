/** Query keys shared by the app shell and features. The session query is `['session']`. */
export const queryKeys = {
  session: ['session'] as const,
  authProviders: ['auth', 'providers'] as const,
  models: ['models'] as const,
  health: ['health', 'ready'] as const,
  outbox: (to: string) => ['dev', 'outbox', to] as const,
};
