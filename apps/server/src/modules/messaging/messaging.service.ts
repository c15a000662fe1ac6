/** E-mail and SMS: the senders, the messenger that picks one, and what messages say. */
export { createMessenger, type Messenger, type Recipient } from './messenger.js';
export { createSmtpSender, type MailSender, type Mail } from './mail-sender.js';
export { createHttpSmsSender, type HttpSmsConfig, type SmsSender } from './sms-sender.js';
export {
  messageTexts,
  type ApprovedApplication,
  type BookingFacts,
  type MessageText,
} from './message-texts.js';
