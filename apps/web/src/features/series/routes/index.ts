/** The club's weekly series screen, loaded when the router first needs it. */
export { SeriesScreen } from './series-screen';
