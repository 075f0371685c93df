import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx';
import { dismissToast, useToast } from './use-toast.ts';

const DEFAULT_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/** Where the page's sticky header ends (0 without one): toasts show just below it. */
function stickyHeaderBottom(): number {
  const header = document.querySelector('[data-sticky-header]');
  return Math.max(0, Math.round(header?.getBoundingClientRect().bottom ?? 0));
}

/** Renders the toast store; mount once near the root. */
export function Toaster() {
  const { toasts } = useToast();
  const { t } = useTranslation();
  const viewport = useRef<HTMLOListElement>(null);
  // Measured as each toast appears: the header differs between the shop and the back office, and wraps.
  useLayoutEffect(() => {
    if (toasts.length) viewport.current?.style.setProperty('--toast-top', `${stickyHeaderBottom()}px`);
  }, [toasts]);
  // How tall the shown toasts are (0 with none): an open dialog or sheet keeps below them.
  useLayoutEffect(() => {
    const list = viewport.current;
    if (!list) return;
    const root = document.documentElement;
    const measure = () =>
      root.style.setProperty('--toast-space', `${list.childElementCount ? list.offsetHeight : 0}px`);
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    measure();
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toast-space');
    };
  }, []);
  return (
    <ToastProvider
      duration={DEFAULT_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
      label={t('common.notifications', 'Notifications')}
    >
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose label={t('common.close', 'Close')} />
        </Toast>
      ))}
      <ToastViewport
        ref={viewport}
        hotkey={['F8']}
        label={`${t('common.notifications', 'Notifications')} ({hotkey})`}
      />
    </ToastProvider>
  );
}
