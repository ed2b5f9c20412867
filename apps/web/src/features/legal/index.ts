/** Legal: the Terms and Conditions and the Privacy Policy, filled in with this server's operator and services. */
export { LegalText } from './components/LegalText';
export { LEGAL_TITLES, PRIVACY_PATH, TERMS_PATH, type LegalKind } from './legal-texts';
