/** The seeded generator of the local engines: one implementation, in @muse/domain. */
export { mulberry32 } from '@muse/domain';
