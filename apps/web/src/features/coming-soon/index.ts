/** Coming soon: the placeholder of each view a later issue builds, with the models this server offers for it. */
export { COMING_VIEWS, COMING_IN_THIS_RELEASE } from './views';
export type { ComingViewKey } from './views';
