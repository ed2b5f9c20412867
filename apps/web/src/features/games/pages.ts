/** The pages the router loads on demand: apart from index.ts, which eager code imports, so they stay out of the first load. */
export { PianoChallengePage } from './piano/components/PianoChallengePage';
