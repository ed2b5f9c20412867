/** The pages the router loads on demand: apart from index.ts, which eager code imports. */
export { MockInterviewPage } from './components/MockInterviewPage';
