/**
 * Query keys of the credits feature, all under `['credits']` so one invalidation refreshes them. Each
 * depends on who is signed in, hence the user id.
 */
export const creditsKeys = {
  all: ['credits'] as const,
  summary: (userId: string) => ['credits', 'summary', userId] as const,
  referrals: (userId: string) => ['credits', 'referrals', userId] as const,
  streak: (userId: string) => ['credits', 'streak', userId] as const,
  shareable: (userId: string) => ['credits', 'shareable', userId] as const,
  game: (userId: string, level: number) => ['credits', 'game', userId, level] as const,
};
