/**
 * Community: the generator page's statistics banner (this server's real counts of pictures, songs and
 * creators) and client reviews (reviews people sent with their consent, 3 at a time, in the page's language).
 */
export { CommunitySection } from './components/CommunitySection';
