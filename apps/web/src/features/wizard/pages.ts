/** The page the router loads on demand: nothing eager imports it, so the wizard stays out of the first load. */
export { PhotoWizardPage } from './components/PhotoWizardPage';
