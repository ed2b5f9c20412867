/**
 * @muse/contracts: the zod schemas of every request, reply and realtime event. Field names are the spec's.
 * Server and web both import these, so a change here is a change to the API.
 * Written with `zod/mini` (`import * as z from 'zod/mini'`): its functions tree-shake, so the web bundle
 * carries only the parts of zod it uses; classic zod's method chains would bring all of it (~26 kB gzipped).
 */
export * from './errors';
export * from './tiers';
export * from './auth';
export * from './profile';
export * from './admin';
export * from './health';
export * from './models';
export * from './realtime';
export * from './realtime-offices';
export * from './live-music';
export * from './rooms';
export * from './images';
export * from './payments';
export * from './earning';
export * from './games';
export * from './subscriptions';
export * from './gifts';
export * from './music';
export * from './offices';
export * from './legal';
export * from './account';
export * from './transcripts';
export * from './interviews';
export * from './feedback';
export * from './polls';
export * from './voice';
export * from './math';
export * from './editor';
export * from './fonts';
export * from './notifications';
export * from './moderation';
export * from './assets';
export * from './characters';
