import type { Answer } from './router.js';

// Server-rendered pages outside the app (the local billing provider's, the email confirmation):
// no scripts, styles from /pages.css (the Content-Security-Policy allows no inline style).

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A page with a brand line (say what the page belongs to), a title and a body of trusted HTML. */
export function htmlPage(status: number, brand: string, title: string, body: string): Answer {
  return {
    status,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Store Shield</title><link rel="stylesheet" href="/pages.css"><link rel="icon" href="/favicon.svg"></head>
<body><main class="card"><p class="brand">${escapeHtml(brand)}</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  };
}

export const PAGES_CSS = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;background:#f6f7fb;color:#1b1f2b;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
.card{width:min(460px,100%);padding:32px;border:1px solid #e3e6ee;border-radius:16px;background:#fff}.brand{margin:0 0 8px;color:#4f46e5;font-weight:700;font-size:14px}
h1{margin:0 0 16px;font-size:24px}table{width:100%;border-collapse:collapse;margin:0 0 24px}th,td{padding:8px 0;border-bottom:1px solid #e3e6ee;text-align:left}td.num,th.num{text-align:right}
tfoot td{font-weight:700;border-bottom:0}button{width:100%;min-height:44px;border:0;border-radius:6px;background:#4f46e5;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#4338ca}button:focus-visible,a:focus-visible{outline:3px solid #818cf8;outline-offset:2px}.cancel{display:block;margin-top:16px;text-align:center;color:#5d6477}
.note{color:#5d6477;font-size:14px}a{color:#4f46e5}`;
