/**
 * Voting: the random-image voting screen, shown once per browser on /images — a random public image
 * with Like and Dislike, and a closing prompt asking whether the user likes it.
 */
export { VotingScreen } from './components/VotingScreen';
