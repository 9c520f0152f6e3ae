import { chromium } from 'playwright-core';
const base = 'http://localhost:4817';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [name, path, width] = spec.split('|');
  const p = await b.newPage({ viewport: { width: Number(width), height: 900 } });
  p.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
  await p.goto(base + path);
  await p.waitForTimeout(2500);
  await p.screenshot({ path: `/work/shots/studio/${name}.png`, fullPage: true });
  await p.close();
}
await b.close();
