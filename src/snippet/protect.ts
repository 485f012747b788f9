// protect.js: the snippet merchants paste into their store pages, as
//   <script async src="{APP_URL}/protect.js" data-store="{storeId}"></script>
// It counts one billable session per browser tab and applies the anti-copy protection every plan
// includes. It never throws into the host page and does nothing without data-store.
(() => {
  try {
    const script = document.currentScript as HTMLScriptElement | null;
    const store = script?.getAttribute('data-store');
    if (!script || !store) return;
    const endpoint = new URL('/api/collect', script.src).href;

    // A visit is one tab: sessionStorage survives reloads and navigation inside the tab, not a new tab.
    const key = `ssv:${store}`;
    let visit: string | null = null;
    let fresh = false;
    try {
      visit = sessionStorage.getItem(key);
    } catch {}
    if (!visit) {
      visit = uuid();
      fresh = true;
      try {
        sessionStorage.setItem(key, visit);
      } catch {}
    }

    const send = (e: 'start' | 'end') => {
      const body = JSON.stringify({ s: store, e, v: visit });
      // text/plain needs no CORS preflight; sendBeacon also survives the page going away.
      if (navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'text/plain' }))) return;
      fetch(endpoint, { method: 'POST', body, keepalive: true, mode: 'no-cors', headers: { 'Content-Type': 'text/plain' } }).catch(() => {});
    };
    if (fresh) send('start');
    addEventListener('pagehide', () => send('end'));

    const block = (event: Event) => event.preventDefault();
    for (const type of ['copy', 'cut', 'contextmenu', 'selectstart', 'dragstart']) document.addEventListener(type, block, true);
    const style = document.createElement('style');
    style.textContent = '*{-webkit-user-select:none!important;user-select:none!important}';
    (document.head || document.documentElement).appendChild(style);
  } catch {}

  function uuid(): string {
    if (crypto.randomUUID) return crypto.randomUUID();
    const b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6]! & 15) | 64;
    b[8] = (b[8]! & 63) | 128;
    const h = Array.from(b, (x) => (x + 256).toString(16).slice(1)).join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }
})();
