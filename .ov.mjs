import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 375, height: 800 } });
await p.goto('http://localhost:4817/studio/collections/col_demo');
await p.waitForTimeout(2500);
console.log(await p.evaluate(() => [...document.querySelectorAll('*')].filter(e => e.getBoundingClientRect().right > 376 && e.offsetParent !== null).slice(0,8).map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))));
await b.close();
