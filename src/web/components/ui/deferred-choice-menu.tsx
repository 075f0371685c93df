// A select whose menu code loads at the visitor's first pointer move, touch or key press
// (docs/decisions/037-libraries-back-on-the-storefront.md). Until then a stand-in with the closed
// select's look, role and name is shown; pressing it (or Enter, Space or an arrow key on it) opens the menu
// as soon as the code is there, and a focused stand-in hands its focus to the select.
import { useEffect, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/format/cn.ts';
import { onFirstInteraction } from '../../lib/browser/first-interaction.ts';
import type * as ChoiceMenuModule from './choice-menu.tsx';
import type { ChoiceMenuProps } from './choice-menu.tsx';
import { SELECT_TRIGGER_CLASS } from './select-trigger-style.ts';

type MenuModule = typeof ChoiceMenuModule;
let loaded: MenuModule | null = null;
let loading: Promise<MenuModule> | null = null;
const loadMenu = (): Promise<MenuModule> =>
  (loading ??= import('./choice-menu.tsx').then((module) => (loaded = module)));

const OPENING_KEYS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);

export function DeferredChoiceMenu(props: Omit<ChoiceMenuProps, 'defaultOpen'>) {
  const [menu, setMenu] = useState(loaded);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const [focusOnArrival, setFocusOnArrival] = useState(false);

  useEffect(() => {
    if (menu) return;
    let shown = true;
    const arrive = (module: MenuModule) => {
      if (!shown) return;
      setFocusOnArrival(document.activeElement?.id === props.id);
      setMenu(module);
    };
    onFirstInteraction(() => void loadMenu().then(arrive));
    return () => {
      shown = false;
    };
  }, [menu, props.id]);

  useEffect(() => {
    if (menu && focusOnArrival) document.getElementById(props.id)?.focus();
  }, [menu, focusOnArrival, props.id]);

  if (menu) return <menu.ChoiceMenu {...props} defaultOpen={openOnArrival} />;

  const open = () => {
    setOpenOnArrival(true);
    void loadMenu();
  };
  const chosen = props.choices.find((choice) => choice.value === props.value);
  return (
    <button
      type="button"
      role="combobox"
      id={props.id}
      aria-controls={`${props.id}-menu`}
      aria-expanded={false}
      aria-autocomplete="none"
      dir="ltr"
      data-state="closed"
      className={cn(SELECT_TRIGGER_CLASS, props.className)}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) open();
      }}
      onClick={open}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{chosen?.label}</span>
      <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
    </button>
  );
}
