// protect.js: the snippet merchants paste into their store pages, as
//   <script async src="{APP_URL}/protect.js" data-store="{storeId}"></script>
// It counts one billable session per browser tab and applies the anti-copy protection every plan
// includes, unless the start's answer says this visitor goes without it (a whitelisted address, or
// the store disabled). It never throws into the host page and does nothing without data-store.
(() => {
  try {
    const script = document.currentScript as HTMLScriptElement | null;
    const store = script?.getAttribute('data-store');
    if (!script || !store) return;
    const endpoint = new URL('/api/collect', script.src).href;

    // A visit is one tab: sessionStorage survives reloads and navigation inside the tab, not a new tab.
    // Beside the visit id it keeps the start's answer: '1' protect, '0' lift; none yet, ask (again).
    const read = (key: string) => {
      try {
        return sessionStorage.getItem(key);
      } catch {
        return null;
      }
    };
    const keep = (key: string, value: string) => {
      try {
        sessionStorage.setItem(key, value);
      } catch {}
    };
    const visitKey = `ssv:${store}`;
    const answerKey = `ssa:${store}`;
    let visit = read(visitKey);
    const again = !!visit;
    if (!visit) keep(visitKey, (visit = uuid()));
    const body = (e: 'start' | 'end', r?: 1) => JSON.stringify({ s: store, e, v: visit, r });
    // text/plain needs no CORS preflight; sendBeacon also survives the page going away.
    const beacon = (e: 'start' | 'end') => navigator.sendBeacon?.(endpoint, new Blob([body(e)], { type: 'text/plain' }));
    addEventListener('pagehide', () => beacon('end'));

    const block = (event: Event) => event.preventDefault();
    const style = document.createElement('style');
    style.textContent = '*{-webkit-user-select:none!important;user-select:none!important}';
    const protect = (on: boolean) => {
      for (const type of ['copy', 'cut', 'contextmenu', 'selectstart', 'dragstart']) {
        if (on) document.addEventListener(type, block, true);
        else document.removeEventListener(type, block, true);
      }
      if (on) (document.head || document.documentElement).appendChild(style);
      else style.remove();
    };

    const answer = read(answerKey);
    if (answer !== '0') protect(true);
    // The start, as a CORS simple request (text/plain, no preflight) whose answer is read; a page
    // left before it came asks again on the next one, marked as such ("r": 1), and the server counts
    // the visit once. Without fetch, a beacon whose answer nobody reads.
    if (answer === null) {
      if (typeof fetch != 'function') beacon('start');
      else
        fetch(endpoint, { method: 'POST', body: body('start', again ? 1 : undefined), keepalive: true })
          .then(async (res) => {
            if (res.status !== 202) return;
            const lift = (await res.text()).includes('"protect":false');
            keep(answerKey, lift ? '0' : '1');
            if (lift) protect(false);
          })
          .catch(() => {});
    }
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
