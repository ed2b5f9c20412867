import type { StatisticsReply } from '@muse/contracts';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * The statistics banner's sentence: this server's real counts (the spec's "1 million images and 70,000
 * users" are another site's figures, never shown here).
 */
export function statisticsLine(stats: StatisticsReply): string {
  if (stats.images === 0 && stats.songs === 0) return 'Be among the first to create here.';
  const made = [
    stats.images > 0 ? plural(stats.images, 'image', 'images') : null,
    stats.songs > 0 ? plural(stats.songs, 'song', 'songs') : null,
  ].filter((part): part is string => part !== null);
  // Accounts, not only those who made something: "members", never "creators".
  const people = stats.users > 0 ? ` · ${plural(stats.users, 'member', 'members')}` : '';
  return `${made.join(' and ')} made here${people}`;
}

/** The page's language for the reviews' list: its first part ("pt-BR" → "pt"), English by default. */
export function pageLanguage(documentLang: string, browserLang: string | undefined): string {
  const tag = documentLang || browserLang || 'en';
  return tag.split('-')[0]!.toLowerCase() || 'en';
}
