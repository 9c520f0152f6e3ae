import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * The demo's media are real files a browser plays: the gallery's unboxing video (made at seed
 * time, server/seed/unboxing.ts) decodes in Chromium, three seconds of the seed's colours.
 */
let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started));

describe('the seeded demo media', () => {
  it('the gallery’s unboxing video plays: 160 × 96, three seconds, from the closed box to the lamp', async () => {
    const page = await browser.newPage();
    // On the demo's visitor page, whose policy lets its media play (an upload opened on its
    // own may run nothing, itself included).
    await page.goto(`${server.url}/c/demo/1`);
    const played = await page.evaluate(async () => {
      const video = document.createElement('video');
      video.muted = true;
      await new Promise((resolve, reject) => {
        video.addEventListener('loadeddata', resolve, { once: true });
        video.addEventListener('error', () => reject(new Error(video.error?.message)), {
          once: true,
        });
        video.src = '/uploads/seed-unboxing.mp4';
        document.body.append(video);
      });
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const context = canvas.getContext('2d')!;
      const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
      // A frame is handed to the page once it is presented: played, and paused on the first.
      await new Promise<void>((resolve) => {
        video.requestVideoFrameCallback(() => {
          video.pause();
          resolve();
        });
        void video.play();
      });
      context.drawImage(video, 0, 0);
      const first = { corner: at(5, 5), box: at(80, 60) };
      // Played to its end, the last frame shows: the lamp's brass foot where the box was.
      await new Promise((resolve) => {
        video.addEventListener('ended', resolve, { once: true });
        void video.play();
      });
      context.drawImage(video, 0, 0);
      return {
        width: video.videoWidth,
        height: video.videoHeight,
        duration: video.duration,
        ...first,
        foot: at(80, 69),
      };
    });
    expect(played).toMatchObject({ width: 160, height: 96, duration: 3 });
    // The seed's purple around a pale box (colours within a few steps of the drawn ones).
    const near = (actual: number[], wanted: number[]) =>
      actual.every((value, i) => Math.abs(value - wanted[i]!) <= 6);
    expect(near(played.corner, [88, 28, 135]), `corner ${played.corner}`).toBe(true);
    expect(near(played.box, [250, 245, 255]), `box ${played.box}`).toBe(true);
    expect(near(played.foot, [245, 158, 11]), `foot ${played.foot}`).toBe(true);
    await page.close();
  }, 60_000);
});
