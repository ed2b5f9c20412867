/** "10 minutes", "a minute": how long a sign-in code works, from the server's `expiresInSeconds`. */
export function codeLifetime(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}
