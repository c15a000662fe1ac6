/** The reports feature's screen, loaded when the router first needs it. */
export { ReportsScreen } from './reports-screen';
export { ClubReceiptsScreen } from './club-receipts-screen';
