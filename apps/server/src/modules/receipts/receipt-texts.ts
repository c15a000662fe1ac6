import type { PaymentMethod } from '@courtside/shared';
import type { PaymentPurpose } from '#server/db/database.js';
import type { ServerLanguage } from '#server/lib/messages/translate.js';

/** The words of a printed receipt (its PDF), its CSV headings and its e-mail, per language. */
export interface ReceiptTexts {
  receipt: string;
  refund: string;
  number: string;
  date: string;
  taxId: string;
  item: string;
  amount: string;
  taxRate: string;
  tax: string;
  noTax: string;
  method: string;
  kind: string;
  currency: string;
  purposes: Record<PaymentPurpose, string>;
  methods: Record<PaymentMethod, string>;
  mailSubject: (club: string, number: number) => string;
  mailText: (club: string, link: string) => string;
}

const english: ReceiptTexts = {
  receipt: 'Receipt',
  refund: 'Refund receipt',
  number: 'No.',
  date: 'Date',
  taxId: 'Tax ID',
  item: 'Item',
  amount: 'Amount',
  taxRate: 'Tax rate',
  tax: 'Tax included',
  noTax: 'No tax',
  method: 'Payment method',
  kind: 'Kind',
  currency: 'Currency',
  purposes: {
    booking: 'Court booking',
    match: 'Match share',
    activity: 'Activity seat',
    social: 'Social night place',
    championship: 'Championship fee',
    membership: 'Membership',
    coin_pack: 'Coin pack',
  },
  methods: {
    wallet: 'Mobile wallet',
    mobile: 'Mobile payment',
    card: 'Card',
    cash: 'Cash at the club',
    coins: 'Coins',
  },
  mailSubject: (club, number) => `Courtside: your receipt ${number} from ${club}`,
  mailText: (club, link) =>
    `Thank you. Your receipt from ${club} is ready: ${link}\n\nYou can turn these e-mails off in Courtside: Menu, Notification.`,
};

const arabic: ReceiptTexts = {
  receipt: 'إيصال',
  refund: 'إيصال استرداد',
  number: 'رقم',
  date: 'التاريخ',
  taxId: 'الرقم الضريبي',
  item: 'البند',
  amount: 'المبلغ',
  taxRate: 'نسبة الضريبة',
  tax: 'الضريبة المشمولة',
  noTax: 'بلا ضريبة',
  method: 'طريقة الدفع',
  kind: 'النوع',
  currency: 'العملة',
  purposes: {
    booking: 'حجز ملعب',
    match: 'حصة مباراة',
    activity: 'مقعد في نشاط',
    social: 'مكان في أمسية',
    championship: 'رسوم بطولة',
    membership: 'عضوية',
    coin_pack: 'باقة عملات',
  },
  methods: {
    wallet: 'محفظة الجوال',
    mobile: 'دفع بالجوال',
    card: 'بطاقة',
    cash: 'نقدًا في النادي',
    coins: 'عملات',
  },
  mailSubject: (club, number) => `Courtside: إيصالك رقم ${number} من ${club}`,
  mailText: (club, link) =>
    `شكرًا لك. إيصالك من ${club} جاهز: ${link}\n\nيمكنك إيقاف هذه الرسائل في Courtside: القائمة، الإشعارات.`,
};

const spanish: ReceiptTexts = {
  receipt: 'Recibo',
  refund: 'Recibo de reembolso',
  number: 'N.º',
  date: 'Fecha',
  taxId: 'NIF',
  item: 'Concepto',
  amount: 'Importe',
  taxRate: 'Tipo de impuesto',
  tax: 'Impuesto incluido',
  noTax: 'Sin impuesto',
  method: 'Forma de pago',
  kind: 'Tipo',
  currency: 'Moneda',
  purposes: {
    booking: 'Reserva de pista',
    match: 'Parte de un partido',
    activity: 'Plaza en una actividad',
    social: 'Plaza en una noche social',
    championship: 'Inscripción a un campeonato',
    membership: 'Abono de socio',
    coin_pack: 'Paquete de monedas',
  },
  methods: {
    wallet: 'Monedero móvil',
    mobile: 'Pago móvil',
    card: 'Tarjeta',
    cash: 'Efectivo en el club',
    coins: 'Monedas',
  },
  mailSubject: (club, number) => `Courtside: tu recibo ${number} de ${club}`,
  mailText: (club, link) =>
    `Gracias. Tu recibo de ${club} está listo: ${link}\n\nPuedes desactivar estos correos en Courtside: Menú, Notificaciones.`,
};

const texts: Record<ServerLanguage, ReceiptTexts> = { en: english, ar: arabic, es: spanish };

export const receiptTexts = (language: ServerLanguage): ReceiptTexts => texts[language];
