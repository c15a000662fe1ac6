import { formatMoney, type HostedPaymentMethod, type Payment } from '@courtside/shared';
import { purposeTitles } from '../purpose-titles.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const methodTitles: Record<HostedPaymentMethod, string> = {
  wallet: 'Mobile wallet',
  mobile: 'Mobile payment',
  card: 'Card payment',
};

const styles = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;
  background:#eef3f1;color:#15231f;display:flex;justify-content:center}
  main{width:100%;max-width:420px;min-height:100vh;background:#fff;padding:24px 20px}
  .brand{display:flex;align-items:center;gap:8px;font-weight:700;color:#0b6e4f;letter-spacing:.3px}
  .badge{font-size:11px;background:#fff4d6;color:#8a5a00;border-radius:999px;padding:2px 8px;margin-left:auto}
  h1{font-size:20px;margin:28px 0 4px}.muted{color:#5b6b66;font-size:14px;margin:0}
  .amount{font-size:40px;font-weight:700;margin:24px 0}
  label{display:block;font-size:13px;color:#5b6b66;margin:12px 0 4px}
  input{width:100%;font-size:16px;padding:12px;border:1px solid #c9d4d0;border-radius:10px}
  .row{display:flex;gap:12px}.row>div{flex:1}
  button{width:100%;font-size:16px;font-weight:600;padding:14px;border-radius:12px;border:0;margin-top:16px;cursor:pointer}
  .pay{background:#0b6e4f;color:#fff}.decline{background:#fff;color:#b3261e;border:1px solid #e3b8b4}
  .done{padding:16px;border-radius:12px;margin-top:24px}.ok{background:#e3f4ec}.ko{background:#fde8e6}
  a{color:#0b6e4f;font-weight:600}`;

/**
 * Whether the payer already decided on this checkout. A payment that ended on our side
 * (its hold expired, the payer cancelled) is still open at the provider, as a real
 * provider's checkout would be, so it can still be paid (and is then booked or refunded).
 */
export function decidedAtProvider(payment: Pick<Payment, 'status'>): boolean {
  return !['pending', 'expired', 'cancelled'].includes(payment.status);
}

interface PageInput {
  payment: Payment & { method: HostedPaymentMethod };
  token: string;
  action: string;
  returnUrl: string;
}

function methodFields(method: HostedPaymentMethod): string {
  if (method === 'card')
    return `<label for="card">Card number</label><input id="card" inputmode="numeric" value="4242 4242 4242 4242">
      <div class="row"><div><label for="exp">Expiry</label><input id="exp" value="12/30"></div>
      <div><label for="cvc">CVC</label><input id="cvc" inputmode="numeric" value="123"></div></div>`;
  return `<p class="muted" style="margin-top:16px">Confirm the request in your ${methodTitles[method].toLowerCase()} app.</p>`;
}

/** The sandbox provider's hosted checkout: the payer approves or declines, nothing is charged. */
export function checkoutPage({ payment, token, action, returnUrl }: PageInput): string {
  const amount = escape(formatMoney(payment.amount, payment.currency, 'en'));
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width,initial-scale=1"><title>Checkout · Courtside</title>
    <style>${styles}</style></head><body><main>
    <div class="brand">Courtside Pay<span class="badge">Sandbox</span></div>
    <h1>${escape(purposeTitles[payment.purpose])}</h1>
    <p class="muted">${escape(methodTitles[payment.method])} · Courtside</p>
    <div class="amount">${amount}</div>`;
  if (decidedAtProvider(payment)) {
    const ok = payment.status === 'succeeded';
    return `${head}<div class="done ${ok ? 'ok' : 'ko'}">${ok ? 'Payment approved.' : 'This payment is closed.'}</div>
      <p><a href="${escape(returnUrl)}">Back to Courtside</a></p></main></body></html>`;
  }
  return `${head}<form method="post" action="${escape(action)}">
      ${methodFields(payment.method)}
      <input type="hidden" name="token" value="${escape(token)}">
      <button class="pay" name="decision" value="approve" type="submit">Pay ${amount}</button>
      <button class="decline" name="decision" value="decline" type="submit">Decline</button>
    </form></main></body></html>`;
}
