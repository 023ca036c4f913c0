// usage: node .shot.mjs BASE path width [full]
import { chromium } from '@playwright/test';
const [base, path, width = '1440', full = ''] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const logs = [];
page.on('console', (m) => { if (['error', 'warning'].includes(m.type())) logs.push(`${m.type()}: ${m.text()}`); });
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
await page.goto(base + '/app' + path, { waitUntil: 'networkidle' });
await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'), null, { timeout: 15000 }).catch(() => logs.push('never hydrated'));
if (full) {
  await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
  for (let y = 0; y < 20000; y += 700) { await page.mouse.wheel(0, 700); await page.waitForTimeout(60); }
  await page.evaluate(() => window.scrollTo(0, 0));
}
await page.waitForTimeout(1500);
const name = `/tmp/shots/${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}_${width}.png`;
await page.screenshot({ path: name, fullPage: !!full });
console.log(name); console.log(logs.join('\n'));
await browser.close();
