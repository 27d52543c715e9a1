/**
 * Screenshots of every big screen at 1920×1080, 1366×768 and 3840×2160 and of every dashboard at
 * 1440 and 1920 wide, once each shows its data, into docs/screenshots/ (the 3840 ones as JPEG to
 * keep them small). Against the demo:
 *
 *   BASE_URL=http://localhost:9446 npx tsx bench/screenshots.ts [--only monitorFullScreen] [--width 1366]
 */
import { parseArgs } from 'node:util';
import { dashboardPaintedWithData, launch, signedInPage } from './screen-browser.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    // one window width only (1920, 1366 or 3840), for a quick look while fixing a screen
    width: { type: 'string' },
    out: { type: 'string', default: 'docs/screenshots' },
  },
});
const SCREENS = [
  'monitorFullScreen',
  'fullScreen',
  'publicOpinion',
  'educationFullScreen',
  'economyFullScreen',
  'businessFullScreen',
  'labourFullScreen',
  'socialFullScreen',
];
const SIZES: [number, number][] = [
  [1920, 1080],
  [1366, 768],
  [3840, 2160],
];
const DASHBOARDS: [string, string, string][] = [
  ['city', '/dashboard/city', 'city'],
  ['devOps', '/dashboard/devOps', 'ops'],
  ['district', '/dashboard/district', 'chaoyang'],
];
const browser = await launch();
const wanted = (name: string) => !values.only || name.includes(values.only);
for (const name of SCREENS.filter(wanted))
  for (const [w, h] of SIZES.filter(([w]) => !values.width || String(w) === values.width)) {
    const page = await signedInPage(browser, 'city', w, h);
    await page.goto(`${process.env.BASE_URL ?? 'http://localhost:8080'}/${name}`);
    // every panel filled (no 加载中 left); a screen that never settles is shot anyway, and said so
    await page
      .waitForFunction(
        () => !!document.querySelector('section') && !document.body.innerText.includes('加载中'),
        undefined,
        {
          timeout: 60_000,
        },
      )
      .catch(() => console.log(`${name} ${w}: 60 s 内仍有面板在加载`));
    await page.waitForTimeout(2500); // chart entry animations
    const file = `${values.out}/big-screen-${name}-${w}.${w > 1920 ? 'jpg' : 'png'}`;
    await page.screenshot({ path: file, ...(w > 1920 ? { type: 'jpeg', quality: 70 } : {}) });
    console.log(file);
    await page.context().close();
  }
for (const [name, path, user] of DASHBOARDS.filter(([n]) => wanted(`dashboard-${n}`)))
  for (const w of [1440, 1920]) {
    const page = await signedInPage(browser, user, w, 1000);
    await page.goto(`${process.env.BASE_URL ?? 'http://localhost:8080'}${path}`);
    await dashboardPaintedWithData(page, 60_000).catch(() => console.log(`dashboard ${name} ${w}: 60 s 内仍在加载`));
    await page.waitForTimeout(1500);
    const file = `${values.out}/dashboard-${name}-${w}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.context().close();
  }
await browser.close();
