// @vitest-environment happy-dom
// A draw's effects run before the page handles the next key press or click, as on React.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, test } from 'vitest';
import './effects-before-input.ts';

test('a key press or a click finds the effects of the last draw already run', () => {
  for (const input of [
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    new MouseEvent('click', { bubbles: true }),
  ]) {
    let effect = 'not run';
    function Probe() {
      useEffect(() => {
        effect = 'run';
      });
      return <button type="button">Close</button>;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(<Probe />);
    expect(container.textContent).toBe('Close');
    // Drawn, and the frame after it has not come yet.
    expect(effect).toBe('not run');
    container.querySelector('button')!.dispatchEvent(input);
    expect(effect).toBe('run');
    root.unmount();
    container.remove();
  }
});
