import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';
import { watchConsole } from './support/pageWatch';

/**
 * A horizontal carousel before its island hydrates, and with JavaScript off, is a native
 * scroller that snaps to its slides; once its engine starts it carries on from the slide the
 * visitor scrolled to, and the first click on an arrow or a dot (which hydrates it) still moves
 * it. On the demo token page at a phone's size: its product media (dots, no arrows) and its
 * carousel (arrows and dots).
 */
const SHOTS = '/tmp/shots/carousel-native-scroll';
let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), { shots: SHOTS });

const PHONE = { width: 375, height: 812 };
const MEDIA = '[data-component-type="product-media"]';
const CAROUSEL = '[data-component-type="carousel"]';

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function openTokenPage(javaScriptEnabled: boolean) {
  context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(`${server.url}/c/demo/3`);
  // The islands' runtime has started: the registration block hydrates at load.
  if (javaScriptEnabled) await page.getByRole('button', { name: 'View Registration' }).waitFor();
  return { page, problems };
}

/** A carousel block's parts: its root, its viewport and the current dot's name. */
function carouselOf(page: Page, host: string) {
  const block = page.locator(host).first();
  const section = block.locator('section.one-carousel');
  const viewport = block.locator('.one-carousel-viewport');
  return {
    block,
    section,
    viewport,
    currentDot: () =>
      block.locator('.one-carousel-dot[aria-current="true"]').getAttribute('aria-label'),
  };
}

/** How far each slide's picture starts from the viewport's left edge, in whole pixels. */
function pictureOffsets(viewport: Locator): Promise<number[]> {
  return viewport.evaluate((el) => {
    const left = el.getBoundingClientRect().left;
    return [...el.querySelectorAll('.one-carousel-slide-inner')].map((inner) =>
      Math.round(inner.getBoundingClientRect().left - left),
    );
  });
}

/** Scrolls a viewport natively by its own width, as a swipe does, and waits for it to settle. */
async function swipeOnce(viewport: Locator) {
  const width = await viewport.evaluate((el) => {
    el.scrollBy(el.clientWidth, 0);
    return el.clientWidth;
  });
  await expect.poll(() => viewport.evaluate((el) => el.scrollLeft)).toBe(width);
}

describe('with JavaScript off', () => {
  it("the product media scrolls natively: a scroll by the viewport's width shows the second slide, flush with the frame", async () => {
    const { page } = await openTokenPage(false);
    const media = carouselOf(page, MEDIA);
    await media.viewport.scrollIntoViewIfNeeded();
    expect(await media.section.getAttribute('data-engine')).toBeNull();
    expect(
      await media.viewport.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.overflowX, style.scrollSnapType, style.scrollbarWidth];
      }),
    ).toEqual(['auto', 'x mandatory', 'none']);
    await swipeOnce(media.viewport);
    await expect.poll(async () => (await pictureOffsets(media.viewport))[1]).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'no-js-second-slide.png') });

    // A keyboard reaches it too: focused, its arrow keys move it a slide at a time.
    await media.viewport.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await pictureOffsets(media.viewport))[2]).toBe(0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await pictureOffsets(media.viewport))[1]).toBe(0);

    // With a gap between the slides it still stops on the picture, not on the gap before it.
    await media.section.evaluate((el: HTMLElement) => {
      el.style.setProperty('--one-carousel-gap', '16px');
      el.querySelector('.one-carousel-viewport')!.scrollTo(0, 0);
    });
    await expect.poll(async () => (await pictureOffsets(media.viewport))[0]).toBe(0);
    await media.viewport.evaluate((el) => el.scrollBy(el.clientWidth / 2 + 20, 0));
    await expect.poll(async () => (await pictureOffsets(media.viewport))[1]).toBe(0);
  });
});

describe('with JavaScript on', () => {
  it('the product media scrolls natively before it hydrates; hydrating keeps the slide the visitor is on, and the dots carry on from it', async () => {
    const { page, problems } = await openTokenPage(true);
    const media = carouselOf(page, MEDIA);
    await media.viewport.scrollIntoViewIfNeeded();
    // It hydrates when first used, not when seen.
    await page.waitForTimeout(500);
    expect(await media.section.getAttribute('data-engine')).toBeNull();
    await swipeOnce(media.viewport);
    expect(await media.section.getAttribute('data-engine')).toBeNull();

    await media.viewport.hover();
    await expect.poll(() => media.section.getAttribute('data-engine')).toBe('on');
    expect(await media.section.getAttribute('data-selected')).toBe('1');
    expect(await media.currentDot()).toBe('Go to slide 2');
    // Embla moves the slides now: the viewport's own offset is gone, the second slide still shows.
    expect(await media.viewport.evaluate((el) => el.scrollLeft)).toBe(0);
    await expect.poll(async () => (await pictureOffsets(media.viewport))[1]).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'hydrated-second-slide.png') });

    await media.block.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect.poll(() => media.currentDot()).toBe('Go to slide 3');
    await expect.poll(async () => (await pictureOffsets(media.viewport))[2]).toBe(0);
    // Its viewport's arrow keys, which scrolled it natively, move it through embla now.
    await media.viewport.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => media.currentDot()).toBe('Go to slide 4');
    await expect.poll(async () => (await pictureOffsets(media.viewport))[3]).toBe(0);
    expect(problems).toEqual([]);
  });

  it('the first click on Next, which hydrates the carousel, moves on from the slide the visitor scrolled to', async () => {
    const { page, problems } = await openTokenPage(true);
    const carousel = carouselOf(page, CAROUSEL);
    await carousel.viewport.scrollIntoViewIfNeeded();
    await swipeOnce(carousel.viewport);
    expect(await carousel.section.getAttribute('data-engine')).toBeNull();

    // The island holds the click while it hydrates and gives it to the button once it has.
    await carousel.block.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => carousel.section.getAttribute('data-selected')).toBe('2');
    expect(await carousel.section.getAttribute('data-engine')).toBe('on');
    expect(await carousel.currentDot()).toBe('Go to slide 3');
    await expect.poll(async () => (await pictureOffsets(carousel.viewport))[2]).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'first-click-next.png') });
    expect(problems).toEqual([]);
  });
});
