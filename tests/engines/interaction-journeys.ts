/**
 * Interaction journeys: what a parent does on the pages (the phone menu, the hero, the stream tabs, the enquiry
 * form, the gallery viewer) with real clicks, keys and typing.
 */
import type { EnginePage } from './driver.ts';
import { check, DESKTOP, open, PHONE, waitFor, type Journey } from './journey-helpers.ts';

const text = (page: EnginePage, selector: string) =>
  page.evaluate((s: string) => document.querySelector(s)?.textContent?.trim() ?? null, selector);

/** Mark the first element matching `selector` whose text contains `label`, so it can be clicked by selector. */
async function clickText(page: EnginePage, selector: string, label: string) {
  const found = await page.evaluate(
    (s: string, l: string) => {
      document.querySelector('[data-journey-target]')?.removeAttribute('data-journey-target');
      const element = [...document.querySelectorAll(s)].find(
        (el) => el.textContent?.includes(l) && (el as HTMLElement).offsetParent !== null,
      );
      element?.setAttribute('data-journey-target', '');
      return Boolean(element);
    },
    selector,
    label,
  );
  check(found, `no visible ${selector} with the text "${label}"`);
  await page.click('[data-journey-target]');
}

export const interactionJourneys: Journey[] = [
  {
    name: 'the phone menu opens and leads to a page',
    run: async (page, site) => {
      await page.resize(PHONE.width, PHONE.height);
      await open(page, site, '/');
      await page.click('button[popovertarget="site-nav"]');
      await waitFor(page, 'the menu to open', () => document.getElementById('site-nav')?.matches(':popover-open'));
      await clickText(page, '#site-nav a', 'Admission');
      await waitFor(
        page,
        'the Admission page',
        () => location.pathname === '/admission/' && document.querySelector('h1')?.textContent === 'Admission',
      );
      check(
        !(await page.evaluate(() => document.getElementById('site-nav')?.matches(':popover-open'))),
        'the menu stayed open after a link',
      );
    },
  },
  {
    name: 'the hero moves to the next slide',
    run: async (page, site) => {
      await page.resize(DESKTOP.width, DESKTOP.height);
      await open(page, site, '/');
      await page.click('button[aria-label="Next slide"]');
      await waitFor(
        page,
        'slide 2',
        () => document.querySelector('.hero__slide:not([aria-hidden])')?.getAttribute('aria-label') === '2 of 6',
      );
      // The row scrolls to the slide shown. (On a loaded machine the auto-advance may have moved on by the time
      // the engine answers, so the row is held to the slide shown then, which is never the first again.)
      const row = () => {
        const element = document.querySelector('.hero__slides') as HTMLElement;
        const shown = [...element.children].findIndex((slide) => !slide.hasAttribute('aria-hidden'));
        return { shown, at: element.scrollLeft / element.clientWidth, ready: document.readyState };
      };
      await waitFor(page, 'the row to scroll to the slide shown', () => {
        const element = document.querySelector('.hero__slides') as HTMLElement;
        const shown = [...element.children].findIndex((slide) => !slide.hasAttribute('aria-hidden'));
        return shown >= 1 && Math.round(element.scrollLeft / element.clientWidth) === shown;
      }).catch(async (error: Error) => {
        throw new Error(`${error.message}; the row then: ${JSON.stringify(await page.evaluate(row))}`);
      });
    },
  },
  {
    name: 'a stream tab switches the subjects',
    run: async (page, site) => {
      await page.resize(DESKTOP.width, DESKTOP.height);
      await open(page, site, '/admission/');
      check(
        (await text(page, '[role="tabpanel"][data-selected="true"] .subject-card')) === 'Physics',
        'Science is not shown first',
      );
      await clickText(page, '[role="tab"]', '+1 Commerce');
      await waitFor(
        page,
        'the Commerce subjects',
        () =>
          document.querySelector('[role="tabpanel"][data-selected="true"] .subject-card')?.textContent ===
          'Accountancy (With CA)',
      );
      const visible = await page.evaluate(
        () =>
          [...document.querySelectorAll('.subject-card')].filter((card) => (card as HTMLElement).offsetParent !== null)
            .length,
      );
      check(visible === 7, `${visible} subject cards are visible, not 7`);
    },
  },
  {
    name: 'the enquiry form shows its problems, and they go as the parent corrects them',
    run: async (page, site) => {
      await page.resize(PHONE.width, PHONE.height);
      await open(page, site, '/admission/');
      await clickText(page, '.enquiry__form button', 'Send on WhatsApp');
      await waitFor(page, 'the problems', () => document.querySelectorAll('.enquiry__summary li').length === 3);
      const focused = await page.evaluate(() => document.activeElement?.id);
      check(focused === 'enquiry-parentName', `focus is on ${focused}, not the first field to fix`);
      const invalid = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-invalid="true"]')].map((el) => el.id),
      );
      check(
        invalid.join() === 'enquiry-parentName,enquiry-studentName,enquiry-phone',
        `fields marked invalid: ${invalid.join()}`,
      );
      await page.click('#enquiry-parentName');
      await page.type('Abdul');
      await waitFor(
        page,
        'the parent’s name to be accepted',
        () => !document.getElementById('enquiry-parentName')?.hasAttribute('aria-invalid'),
      );
      await page.click('#enquiry-phone');
      await page.type('12345');
      await waitFor(page, 'the mobile number problem to say how to fix it', () =>
        /10-digit Indian mobile/.test(document.getElementById('enquiry-phone-problem')?.textContent ?? ''),
      );
    },
  },
  {
    name: 'the gallery viewer opens from a card, pages with the arrow keys and closes with Escape',
    run: async (page, site) => {
      await page.resize(DESKTOP.width, DESKTOP.height);
      await open(page, site, '/gallery/');
      await waitFor(page, 'the gallery cards', () => document.querySelectorAll('.gallery-card__link').length > 0);
      await page.click('.gallery-card__link');
      await waitFor(
        page,
        'the viewer',
        () =>
          document.querySelector('dialog.viewer')?.hasAttribute('open') &&
          document.querySelector('.viewer__position')?.textContent?.startsWith('Photo 1 of'),
      );
      await page.press('ArrowRight');
      await waitFor(page, 'photo 2', () =>
        document.querySelector('.viewer__position')?.textContent?.startsWith('Photo 2 of'),
      );
      await page.press('ArrowLeft');
      await page.press('ArrowLeft');
      await waitFor(page, 'the last photo (wrapping round)', () => {
        const [, n, count] =
          /Photo (\d+) of (\d+)/.exec(document.querySelector('.viewer__position')?.textContent ?? '') ?? [];
        return n !== undefined && n === count;
      });
      await page.press('Escape');
      await waitFor(
        page,
        'the viewer to close',
        () => !document.querySelector('dialog.viewer') && location.pathname === '/gallery/',
      );
      const problems = await page.evaluate(
        () => (window as unknown as { __probe: { errors: string[] } }).__probe.errors,
      );
      check(problems.length === 0, problems.join('; '));
    },
  },
  {
    name: "the son's class is chosen on the notices page, and kept on the phone",
    run: async (page, site) => {
      await page.resize(PHONE.width, PHONE.height);
      await open(page, site, '/notices/');
      await page.click('main .class-choice summary');
      await waitFor(page, 'the choice to open', () =>
        document.querySelector('main .class-choice')?.hasAttribute('open'),
      );
      await page.click('main .class-choice input[value="plus-two-science"]');
      await clickText(page, 'main .class-choice button', 'Show his class first');
      await waitFor(page, 'the choice to be kept', () => localStorage.getItem('my-classes') === '["plus-two-science"]');
      await open(page, site, '/notices/');
      await waitFor(page, 'the choice after a reload', () =>
        document.querySelector('main .class-choice summary')?.textContent?.includes('Plus Two Science'),
      );
      await page.evaluate(() => localStorage.removeItem('my-classes'));
    },
  },
];
