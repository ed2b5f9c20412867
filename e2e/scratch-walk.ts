import { chromium } from 'playwright-core';
const base = 'http://localhost:3100';
const token = process.env.TOKEN!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] });
async function signIn(email: string) {
  const post = (p: string, b: unknown) => fetch(base + p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });
  await post('/api/auth/email/start', { email });
  const box = (await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}&token=${token}`)).json()) as any;
  const text = JSON.stringify(box);
  const code = text.match(/\b(\d{6})\b/)![1];
  const res = await post('/api/auth/email/verify', { email, code });
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}
for (const [name, vp] of [['desk', { width: 1280, height: 800 }], ['mob', { width: 375, height: 812 }]] as const) {
  const ctx = await browser.newContext({ viewport: vp });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  for (const path of (process.env.PATHS ?? '/').split(',')) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/walk/${name}${path.replace(/\//g, '_')}.png` });
  }
  if (process.env.SIGNED) {
    const cookie = await signIn(`walker-${name}@example.com`);
    await ctx.addCookies(cookie.split('; ').map((p) => { const [k, ...v] = p.split('='); return { name: k!, value: v.join('='), url: base }; }));
    await page.goto(base + '/images', { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/walk/${name}-signed-images.png` });
  }
  console.log(name, 'console errors:', errors);
  await ctx.close();
}
await browser.close();
