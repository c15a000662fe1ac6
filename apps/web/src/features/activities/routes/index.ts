/** The activities' list, loaded when the router first needs it. */
export { ActivitiesScreen } from './activities-screen';
