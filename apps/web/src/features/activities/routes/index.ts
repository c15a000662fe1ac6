/** The activities feature's screens, loaded together when the router first needs one. */
export { ActivitiesScreen } from './activities-screen';
export { ActivityPaymentScreen } from './activity-payment-screen';
export { CreateActivityScreen } from './create-activity-screen';
