/** Legal: the Terms and Conditions and the Privacy Policy, filled in with this server's operator and services. */
export { LegalPage } from './components/LegalPage';
export { LEGAL_TITLES, LegalText, type LegalKind } from './components/LegalText';
export { PRIVACY_PATH, TERMS_PATH } from './legal-texts';
