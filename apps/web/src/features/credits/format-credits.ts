/** A balance as the credits button shows it: "1,234" up to 9,999, then "12.3k", "1.2M". */
export function formatCredits(value: number): string {
  const n = Math.max(0, Math.trunc(value));
  if (n < 10_000) return n.toLocaleString('en-US');
  if (n < 1_000_000) return `${trimZero((Math.floor(n / 100) / 10).toFixed(1))}k`;
  return `${trimZero((Math.floor(n / 100_000) / 10).toFixed(1))}M`;
}

function trimZero(text: string): string {
  return text.endsWith('.0') ? text.slice(0, -2) : text;
}

/** "1 credit", "12 credits". */
export function creditsPhrase(value: number): string {
  return `${value.toLocaleString('en-US')} ${value === 1 ? 'credit' : 'credits'}`;
}
