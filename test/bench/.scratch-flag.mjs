import { chromium } from 'playwright-core';
import { readFileSync, readdirSync } from 'node:fs';
const dir = '/work/main/node_modules/flag-icons/flags/4x3';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
const names = readdirSync(dir).filter((n) => /^[a-z]{2}\.svg$/.test(n));
let png = 0, webp = 0, svg = 0; const big = [];
for (const name of names) {
  const data = 'data:image/svg+xml;base64,' + readFileSync(`${dir}/${name}`).toString('base64');
  const [p, w] = await page.evaluate(async (src) => {
    const img = new Image(); img.src = src; await img.decode();
    const c = document.createElement('canvas'); c.width = 40; c.height = 30;
    const g = c.getContext('2d'); g.imageSmoothingQuality = 'high'; g.drawImage(img, 0, 0, 40, 30);
    return [c.toDataURL('image/png'), c.toDataURL('image/webp', 0.92)];
  }, data);
  const pl = Buffer.from(p.split(',')[1], 'base64').length, wl = Buffer.from(w.split(',')[1], 'base64').length;
  png += pl; webp += wl; svg += readFileSync(`${dir}/${name}`).length;
  if (['rs.svg','es.svg','mx.svg','bo.svg','fr.svg','us.svg'].includes(name)) big.push(`${name} png ${pl} webp ${wl}`);
}
console.log(names.length, 'png', png, 'webp', webp, 'svg', svg); console.log(big.join('\n'));
await browser.close();
