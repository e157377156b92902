// The stand-in's pages: the payment page a buyer is sent to, the page that carries the outcome
// back to the merchant, the list of transactions, and the not-found page. Each is whole in itself
// (inline CSS, no outside files) and says plainly that it is a test gateway.
import { PAYMENT_METHODS, type StandInTransaction } from './protocol.js';

export const STAND_IN_NOTICE =
  'SSLCommerz stand-in — a local test gateway. No money moves and nothing reaches SSLCommerz.';

const STYLE = `
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1a1a1a;background:#f4f5f7;line-height:1.5}
.notice{background:#7a2e00;color:#fff;padding:.75rem 1rem;font-weight:600;margin:0}
main{max-width:40rem;margin:0 auto;padding:1rem}
main.wide{max-width:72rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
.card{background:#fff;border:1px solid #c9ccd1;border-radius:.5rem;padding:1rem;margin-bottom:1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
fieldset{border:1px solid #c9ccd1;border-radius:.5rem;margin:0 0 1rem;padding:.5rem 1rem 1rem}
legend{font-weight:600;padding:0 .25rem}
.choice{display:flex;align-items:center;gap:.5rem;padding:.25rem 0}
.choice input{width:1.25rem;height:1.25rem;margin:0}
label.field{display:block;font-weight:600;margin-bottom:.25rem}
select{font:inherit;padding:.5rem;border:1px solid #6b7078;border-radius:.25rem;min-width:8rem;background:#fff;color:#1a1a1a}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
button{font:inherit;font-weight:600;padding:.65rem 1.5rem;border-radius:.375rem;border:2px solid #1d4f91;cursor:pointer;min-height:2.75rem}
button.primary{background:#1d4f91;color:#fff}
button.secondary{background:#fff;color:#1d4f91}
button:focus-visible,select:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #b35c00;outline-offset:2px}
a{color:#1d4f91}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #dfe1e5;vertical-align:top;overflow-wrap:anywhere}
.table-scroll{overflow-x:auto}
.table-scroll th,.table-scroll td{white-space:nowrap;overflow-wrap:normal}
.table-scroll:focus-visible{outline:3px solid #b35c00;outline-offset:2px}
@media (max-width:30rem){main{padding:.75rem}dl{grid-template-columns:1fr}dt{margin-top:.5rem}.actions button{flex:1 1 100%}}
`;

function page(title: string, content: string, { wide = false, script = '' } = {}): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · SSLCommerz stand-in</title>
<style>${STYLE}</style>
</head><body>
<header><p class="notice">${escape(STAND_IN_NOTICE)}</p></header>
<main${wide ? ' class="wide"' : ''}><h1>${escape(title)}</h1>
${content}
</main>${script}</body></html>`;
}

/** The payment page: the session's store, amount and tran_id, a way to pay and Fail/Cancel. */
export function gatewayPage(options: {
  storeId: string;
  transaction: StandInTransaction;
  riskLevel: 0 | 1;
}): string {
  const { storeId, transaction, riskLevel } = options;
  const productName = transaction.init.product_name ?? '';
  const methods = Object.entries(PAYMENT_METHODS)
    .map(
      ([value, method], index) =>
        `<div class="choice"><input type="radio" id="method-${value}" name="method" value="${value}"${index === 0 ? ' checked' : ''}><label for="method-${value}">${escape(method.label)}</label></div>`,
    )
    .join('\n');
  const risks = ([0, 1] as const)
    .map(
      (level) =>
        `<option value="${level}"${level === riskLevel ? ' selected' : ''}>${level} (${level === 0 ? 'Safe' : 'Checking'})</option>`,
    )
    .join('');
  return page(
    'Pay for your order',
    `<section class="card" aria-labelledby="order-heading">
<h2 id="order-heading" style="font-size:1.1rem;margin:0 0 .5rem">Order</h2>
<dl>
<dt>Store</dt><dd>${escape(storeId)}</dd>
<dt>Amount</dt><dd>${escape(`${transaction.currency} ${transaction.amount}`)}</dd>
<dt>Transaction ID</dt><dd>${escape(transaction.tran_id)}</dd>
${productName ? `<dt>For</dt><dd>${escape(productName)}</dd>` : ''}
</dl>
</section>
<form class="card" method="post" action="/gwprocess/v4/gw.php">
<input type="hidden" name="SESSIONKEY" value="${escape(transaction.sessionkey)}">
<fieldset><legend>Pay with</legend>
${methods}
</fieldset>
<label class="field" for="risk-level">Risk level (stand-in control)</label>
<select id="risk-level" name="risk_level">${risks}</select>
<div class="actions">
<button class="primary" type="submit" name="action" value="pay">Pay</button>
<button class="secondary" type="submit" name="action" value="fail">Fail</button>
<button class="secondary" type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>`,
  );
}

/**
 * The outcome carried back as SSLCommerz does: the browser POSTs `fields` to the merchant's
 * success, fail or cancel URL. A tiny script submits it; the button does when scripts are off.
 */
export function returnPage(options: {
  heading: string;
  action: string;
  fields: Record<string, string>;
}): string {
  const inputs = Object.entries(options.fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('\n');
  return page(
    options.heading,
    `<form class="card" id="return-form" method="post" action="${escape(options.action)}">
${inputs}
<p>You are being sent back to the merchant.</p>
<button class="primary" type="submit">Return to the merchant</button>
</form>`,
    { script: '<script>document.getElementById("return-form").submit();</script>' },
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<p>${escape(message)}</p>`);
}

/** `/`: the sessions this stand-in has seen, newest first. */
export function transactionsPage(storeId: string, transactions: readonly StandInTransaction[]) {
  const rows = [...transactions]
    .reverse()
    .map(
      (transaction) =>
        `<tr><td>${escape(transaction.createdAt)}</td><td>${escape(transaction.tran_id)}</td><td>${escape(`${transaction.currency} ${transaction.amount}`)}</td><td>${escape(transaction.status)}</td><td>${escape(transaction.val_id ?? '')}</td><td>${escape(transaction.bank_tran_id ?? '')}</td><td>${escape(transaction.refunds.map((refund) => refund.amount).join(', '))}</td><td>${escape(transaction.ipn ? `${transaction.ipn.answeredStatus ?? transaction.ipn.error ?? ''}` : '')}</td></tr>`,
    )
    .join('\n');
  return page(
    'Payments taken by the SSLCommerz stand-in',
    `<p>${transactions.length} session${transactions.length === 1 ? '' : 's'} for store ${escape(storeId)}, newest first.</p>
<div class="table-scroll" role="region" aria-label="Transactions" tabindex="0"><table><thead><tr><th scope="col">Started (UTC)</th><th scope="col">tran_id</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">val_id</th><th scope="col">bank_tran_id</th><th scope="col">Refunds</th><th scope="col">IPN answer</th></tr></thead><tbody>
${rows}
</tbody></table></div>`,
    { wide: true },
  );
}

export function escape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}
