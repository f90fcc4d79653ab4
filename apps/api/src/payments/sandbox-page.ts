import { dateFormat, type PaymentMethodId, PH_TIME_ZONE } from '@tabang/shared';
import QRCode from 'qrcode';
import { currentLanguage, t } from '../i18n';

/**
 * The sandbox's hosted checkout page, rendered on the server. The app's CSP forbids inline scripts, so it is plain
 * HTML: one form whose buttons post to their own outcome (formaction), with the chosen method as a radio button.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f5f4;color:#1c1917}
  main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem}
  .banner{background:#b45309;color:#fff;font-weight:800;letter-spacing:.02em;text-align:center;padding:.75rem 1rem;border-radius:.75rem}
  .card{background:#fff;border:1px solid #e7e5e4;border-radius:1rem;padding:1.25rem;margin-top:1rem}
  h1{font-size:1.5rem;margin:.25rem 0 .5rem}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0}
  dt{color:#57534e}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
  .amount{font-size:1.75rem;color:#0f766e}
  fieldset{border:1px solid #e7e5e4;border-radius:.75rem;padding:.75rem 1rem;margin:1rem 0}
  legend{font-weight:700;padding:0 .25rem}
  label{display:flex;align-items:center;gap:.5rem;padding:.5rem 0;font-size:1.05rem}
  input[type=radio]{width:1.25rem;height:1.25rem}
  .actions{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
  button,.link{font:inherit;font-weight:700;border-radius:.75rem;padding:.8rem 1rem;border:2px solid #0f766e;background:#fff;color:#0f766e;cursor:pointer;text-align:center;text-decoration:none;display:inline-block}
  button.pay{grid-column:1/-1;background:#0f766e;color:#fff}
  .qr{text-align:center}.qr h2{font-size:1.15rem;margin:.5rem 0}
  .qr svg{display:block;width:16rem;max-width:100%;height:auto;margin:.5rem auto;background:#fff}
  .expires{font-weight:700;color:#b45309}
  button:focus-visible,.link:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
`;

function page(body: string): string {
  return `<!doctype html>
<html lang="${currentLanguage()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('payment.sandbox.title'))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="banner" role="note">${escapeHtml(t('payment.sandbox.banner'))}</p>
${body}
</main>
</body>
</html>`;
}

const expiryTime = dateFormat({ timeStyle: 'short', timeZone: PH_TIME_ZONE });

/**
 * A QR Ph code as a real gateway's page shows it: drawn here as inline SVG (the CSP allows no scripts), encoding
 * the page's own pay link, with the amount and the minutes left until it expires.
 */
async function qrSection(payUrl: string, amount: string, expiresAt: Date, now: number): Promise<string> {
  const svg = await QRCode.toString(payUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  const minutes = Math.max(1, Math.ceil((expiresAt.getTime() - now) / 60_000));
  const expires = t(minutes === 1 ? 'payment.sandbox.qrExpires_one' : 'payment.sandbox.qrExpires_other', {
    count: minutes,
    time: expiryTime(currentLanguage(), expiresAt),
  });
  return `<section class="qr" aria-labelledby="qr-heading">
<h2 id="qr-heading">${escapeHtml(t('payment.sandbox.qrHeading'))}</h2>
<div role="img" aria-label="${escapeHtml(t('payment.sandbox.qrAlt', { amount }))}" data-testid="qrph-code">${svg}</div>
<p class="amount">${escapeHtml(amount)}</p>
<p class="expires">${escapeHtml(expires)}</p>
<p>${escapeHtml(t('payment.sandbox.qrHint'))}</p>
</section>`;
}

export async function renderSandboxCheckout(details: {
  reqId: string;
  amount: string;
  description: string;
  charity: string;
  event: string | null;
  /** The methods the page offers (one when the donor chose it in the dialog). */
  methods: readonly PaymentMethodId[];
  /** For a QR Ph checkout: the pay link its code encodes and when the code expires. */
  qr?: { payUrl: string; expiresAt: Date; now: number };
  /** A checkout that saves its method (a monthly plan's first gift): how its later charges should go, in words. */
  saveMethod?: { heading: string; ok: string; decline: string };
}): Promise<string> {
  const base = `/sandbox/checkout/${encodeURIComponent(details.reqId)}`;
  const row = (label: string, value: string, className = '') =>
    `<dt>${escapeHtml(label)}</dt><dd${className ? ` class="${className}"` : ''}>${escapeHtml(value)}</dd>`;
  const methods = details.methods
    .map(
      (value, index) =>
        `<label><input type="radio" name="method" value="${value}"${index === 0 ? ' checked' : ''}> ${escapeHtml(t(`donations.methodNames.${value}`))}</label>`,
    )
    .join('\n');
  const qr = details.qr
    ? await qrSection(details.qr.payUrl, details.amount, details.qr.expiresAt, details.qr.now)
    : '';
  const button = (outcome: string, label: string, className = '') =>
    `<button type="submit" formaction="${base}/${outcome}"${className ? ` class="${className}"` : ''}>${escapeHtml(label)}</button>`;
  return page(`<div class="card">
<h1>${escapeHtml(t('payment.sandbox.title'))}</h1>
<p>${escapeHtml(t('payment.sandbox.intro'))}</p>
<dl>
${row(t('payment.sandbox.amount'), details.amount, 'amount')}
${row(t('payment.sandbox.charity'), details.charity)}
${details.event ? row(t('payment.sandbox.event'), details.event) : ''}
${row(t('payment.sandbox.description'), details.description)}
</dl>
${qr}
<form method="post" action="${base}/pay">
<fieldset>
<legend>${escapeHtml(t('payment.sandbox.method'))}</legend>
${methods}
</fieldset>
${
  details.saveMethod
    ? `<fieldset>
<legend>${escapeHtml(details.saveMethod.heading)}</legend>
<label><input type="radio" name="save" value="ok" checked> ${escapeHtml(details.saveMethod.ok)}</label>
<label><input type="radio" name="save" value="decline"> ${escapeHtml(details.saveMethod.decline)}</label>
</fieldset>`
    : ''
}
<div class="actions">
${button('pay', t('payment.sandbox.pay'), 'pay')}
${button('fail', t('payment.sandbox.fail'))}
${button('cancel', t('payment.sandbox.cancel'))}
${button('expire', t('payment.sandbox.expire'))}
</div>
</form>
</div>`);
}

/** A page with one message (unknown or already settled payment), with a link to the result page when known. */
export function renderSandboxMessage(message: string, resultUrl?: string): string {
  const link = resultUrl
    ? `<p><a class="link" href="${escapeHtml(resultUrl)}">${escapeHtml(t('payment.sandbox.viewResult'))}</a></p>`
    : '';
  return page(
    `<div class="card"><h1>${escapeHtml(t('payment.sandbox.title'))}</h1><p>${escapeHtml(message)}</p>${link}</div>`,
  );
}
