import { basisPointsToPercent, type Receipt } from '@courtside/shared';
import type { ReceiptRow } from './receipts.repo.js';

export function toReceipt(row: ReceiptRow): Receipt {
  return {
    id: row.id,
    number: Number(row.number),
    kind: row.kind,
    paymentId: row.payment_id,
    issuedAt: row.issued_at,
    timeZone: row.time_zone,
    club: {
      id: row.club_id,
      name: row.club_name,
      address: row.club_address,
      taxId: row.club_tax_id,
    },
    item: { purpose: row.purpose, name: row.item_name, startsAt: row.item_starts_at },
    amount: Number(row.amount),
    taxRate: basisPointsToPercent(Number(row.tax_rate_bp)),
    taxAmount: Number(row.tax_amount),
    currency: row.currency,
    method: row.method,
  };
}
