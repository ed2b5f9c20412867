import { ClientReviewsReply, StatisticsReply } from '@muse/contracts';
import { api } from '../../app/api-client';

/** The generator page's community section: client reviews and this server's statistics. */
export const communityApi = {
  /** GET /images/client-reviews: 3 reviews a page, in the page's language */
  reviews: (lang: string, page: number, signal?: AbortSignal) =>
    api.get('/api/images/client-reviews', { schema: ClientReviewsReply, query: { lang, page }, signal }),
  /** GET /statistics: pictures, songs and accounts of this server */
  statistics: (signal?: AbortSignal) => api.get('/api/statistics', { schema: StatisticsReply, signal }),
};
