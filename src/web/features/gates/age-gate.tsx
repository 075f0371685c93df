import { useTranslation } from 'react-i18next';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { shopConfig } from '../../../shared/config.ts';
import { Button } from '../../components/ui/button.tsx';
import { BrandLogo } from '../../components/brand-logo.tsx';

const UNDERAGE_REDIRECT = 'https://www.google.com';
const preventClose = (event: Event) => event.preventDefault();

export function AgeGate({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation();

  const leave = () => {
    window.alert(t('gates.age.underageAlert', { age: shopConfig.minimumAge }));
    window.location.href = UNDERAGE_REDIRECT;
  };

  return (
    <DialogPrimitive.Root open>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          onEscapeKeyDown={preventClose}
          onPointerDownOutside={preventClose}
          onInteractOutside={preventClose}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-amber-200/15 bg-[oklch(0.21_0.025_50)]/95 p-8 text-center text-amber-50 shadow-2xl shadow-black/50 backdrop-blur outline-none data-[state=open]:animate-pop-in"
        >
          <div className="flex flex-col items-center gap-4">
            <BrandLogo tone="light" />
            <p className="font-display text-6xl font-bold text-amber-400" aria-hidden="true">
              {shopConfig.minimumAge}+
            </p>
            <DialogPrimitive.Title className="text-2xl font-semibold">{t('gates.age.title', { age: shopConfig.minimumAge })}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-sm text-amber-100/75">
              {t('gates.age.description', { age: shopConfig.minimumAge })}
            </DialogPrimitive.Description>
          </div>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <Button size="lg" onClick={onConfirm} autoFocus className="bg-amber-500 text-[oklch(0.2_0.03_50)] hover:bg-amber-400">
              {t('gates.age.confirm', { age: shopConfig.minimumAge })}
            </Button>
            <Button size="lg" variant="outline" onClick={leave} className="border-amber-200/25 text-amber-50 hover:bg-white/10 hover:text-amber-50">
              {t('gates.age.decline', { age: shopConfig.minimumAge })}
            </Button>
          </div>
          <p className="mt-5 text-xs text-amber-100/50">{t('gates.age.note')}</p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
