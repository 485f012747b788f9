import { launchWith, openTab, DESKTOP } from '../helpers/browser.js';
import { freshDataDir, removeDataDir, startProcessServer } from '../helpers/process-server.js';
import { completedAdmin } from '../helpers/billing.js';
const dataDir = freshDataDir();
const [browser, server] = await launchWith(startProcessServer({ dataDir }));
try {
  const admin = await completedAdmin(server.url);
  for (const path of ['/', '/whitelist', '/users', '/settings', '/analytics']) {
    const t = await openTab(browser, { baseURL: server.url, viewport: DESKTOP });
    await t.page.goto('/ap/login');
    await t.page.evaluate((v) => localStorage.setItem('token', v), admin.token);
    const calls: string[] = [];
    t.page.on('request', (r) => { if (r.url().includes('/api/')) calls.push(r.method() + ' ' + new URL(r.url()).pathname); });
    await t.page.goto(path);
    await t.page.waitForTimeout(2500);
    console.log(path, calls.join(', '));
    await t.close();
  }
} finally { await browser.close(); await server.stop(); removeDataDir(dataDir); }
