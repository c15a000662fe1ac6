/** The receipts feature's screen, loaded when the router first needs it. */
export { ReceiptScreen } from './receipt-screen';
