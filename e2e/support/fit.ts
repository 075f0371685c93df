import type { Page } from '@playwright/test';

/**
 * What does not fit the viewport on the current screen: the page scrolling sideways, and every visible
 * element with text of its own that is cut (wider than a box that hides overflow, or ellipsed) or reaches
 * outside the viewport, or breaks a short word across lines. Elements inside a container that scrolls sideways
 * on purpose count as reachable.
 */
export async function findMisfits(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Measured once no animation runs and two frames have passed, in the same task: the layout after a
    // resize has settled, and a toast that slid in meanwhile (a save's answer) is measured where it stops.
    // A spinner's or a placeholder's endless pulse never ends, and moves nothing.
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
    for (let round = 0; round < 20; round++) {
      await Promise.all(running().map((animation) => animation.finished.catch(() => null)));
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null))));
      if (running().length === 0) break;
    }
    const viewport = document.documentElement.clientWidth;
    const misfits: string[] = [];
    const page = document.documentElement.scrollWidth;
    if (page > viewport) misfits.push(`the page is ${page} px wide in a ${viewport} px viewport`);

    const describe = (el: Element) => {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `<${el.tagName.toLowerCase()}> "${text}"`;
    };
    const ownText = (el: Element) =>
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
    const clipsSideways = (style: CSSStyleDeclaration) =>
      style.overflowX === 'hidden' || style.overflowX === 'clip';
    // Visually hidden text (screen-reader only) is clipped to nothing on purpose.
    const hiddenByClip = (style: CSSStyleDeclaration) =>
      style.clipPath.startsWith('inset(50%') || style.clip.startsWith('rect(0px');
    const scrollsSideways = (style: CSSStyleDeclaration) =>
      style.overflowX === 'auto' || style.overflowX === 'scroll';

    // A dialog scrolls down when it is long, never sideways: wider content runs past its edge.
    for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      if (dialog.scrollWidth > dialog.clientWidth + 1) {
        misfits.push(`${describe(dialog)} is ${dialog.scrollWidth} px wide in ${dialog.clientWidth} px`);
      }
    }

    // A box narrower than a short word breaks it letter by letter ("5/0/0/M/L"): words that would fit a
    // third of the viewport are measured, each Chinese character counting as a word of its own. Longer
    // words (an email address) may break where the screen is too narrow for them.
    const measure = document.createElement('canvas').getContext('2d')!;
    const brokenWord = (el: Element, style: CSSStyleDeclaration, width: number): string | null => {
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join(' ');
      const words = own.split(/\s+|(?=[\u3000-\u9fff\uff00-\uffef])|(?<=[\u3000-\u9fff\uff00-\uffef])/u);
      measure.font = style.font;
      const spacing = parseFloat(style.letterSpacing) || 0;
      for (const word of words) {
        if (word.length < 2) continue;
        const wordWidth = measure.measureText(word).width + spacing * word.length;
        if (wordWidth <= viewport / 3 && wordWidth > width + 1) return word;
      }
      return null;
    };

    for (const el of document.body.querySelectorAll('*')) {
      if (!ownText(el)) continue;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      // Hidden, and visually hidden screen-reader text (a 1 px clipped box), are not on screen.
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
      if (box.width <= 1 || box.height <= 1 || el.checkVisibility?.() === false) continue;
      let hidden = false;
      for (let up: Element | null = el; up && !hidden; up = up.parentElement)
        hidden = hiddenByClip(getComputedStyle(up));
      if (hidden) continue;

      if (
        (clipsSideways(style) || style.textOverflow === 'ellipsis') &&
        el.scrollWidth > el.clientWidth + 1
      ) {
        misfits.push(`${describe(el)} is cut (${el.scrollWidth} px of text in ${el.clientWidth} px)`);
        continue;
      }
      const broken = brokenWord(el, style, box.width);
      if (broken) {
        misfits.push(`${describe(el)} breaks "${broken}" in a ${Math.round(box.width)} px box`);
        continue;
      }
      let reachable = false;
      let cut = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const upStyle = getComputedStyle(up);
        if (scrollsSideways(upStyle)) {
          reachable = true;
          break;
        }
        if (clipsSideways(upStyle)) {
          const frame = up.getBoundingClientRect();
          if (box.right > frame.right + 1 || box.left < frame.left - 1) cut = true;
          break;
        }
      }
      if (cut) misfits.push(`${describe(el)} is cut by the box around it`);
      else if (!reachable && (box.right > viewport + 1 || box.left < -1)) {
        misfits.push(
          `${describe(el)} reaches outside the viewport (${Math.round(box.left)}–${Math.round(box.right)} px)`,
        );
      }
    }
    return misfits;
  });
}
