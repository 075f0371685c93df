import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff, Lock } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { accessCodeMatches, canSubmitAccessCode } from './gate-rules.ts';

const preventClose = (event: Event) => event.preventDefault();

/** Full-screen code prompt; it cannot be dismissed, only answered. */
export function AccessGate({ secret, onUnlock }: { secret: string; onUnlock: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState('');
  const fieldId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitAccessCode(code)) return;
    if (accessCodeMatches(code, secret)) {
      onUnlock();
      return;
    }
    setError(t('gates.access.invalid'));
    setCode('');
  };

  return (
    <DialogPrimitive.Root open>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          onEscapeKeyDown={preventClose}
          onPointerDownOutside={preventClose}
          onInteractOutside={preventClose}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-amber-200/15 bg-[oklch(0.21_0.025_50)]/95 p-8 text-amber-50 shadow-2xl shadow-black/50 backdrop-blur outline-none data-[state=open]:animate-pop-in"
        >
          <div className="flex flex-col items-center gap-5 text-center">
            <BrandLogo tone="light" />
            <div className="grid size-12 place-items-center rounded-full bg-amber-400/10 text-amber-300 ring-1 ring-amber-300/30">
              <Lock className="size-5" aria-hidden="true" />
            </div>
            <DialogPrimitive.Title className="text-2xl font-semibold">{t('gates.access.title')}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-sm text-amber-100/75">{t('gates.access.tagline')}</DialogPrimitive.Description>
          </div>
          <form onSubmit={submit} className="mt-6 grid gap-3" noValidate>
            <Label htmlFor={fieldId} className="text-amber-100/90">
              {t('gates.access.label')}
            </Label>
            <div className="relative">
              <Input
                id={fieldId}
                type={visible ? 'text' : 'password'}
                autoComplete="off"
                autoFocus
                value={code}
                onChange={(e) => {
                  setCode(e.target.value);
                  if (error) setError('');
                }}
                placeholder={t('gates.access.placeholder')}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="h-12 border-amber-200/20! bg-black/30! pr-12 text-base! tracking-widest text-amber-50! placeholder:tracking-normal placeholder:text-amber-100/40"
              />
              <button
                type="button"
                onClick={() => setVisible((v) => !v)}
                aria-label={visible ? t('gates.access.hideCode') : t('gates.access.showCode')}
                aria-pressed={visible}
                className="absolute top-1/2 right-2 grid size-9 -translate-y-1/2 place-items-center rounded-md text-amber-100/70 hover:bg-white/10 hover:text-amber-50 focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:outline-none"
              >
                {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
              </button>
            </div>
            <p id={errorId} role="alert" className="min-h-5 text-sm font-medium text-red-300">
              {error}
            </p>
            <Button type="submit" size="lg" disabled={!canSubmitAccessCode(code)} className="w-full bg-amber-500 text-[oklch(0.2_0.03_50)] hover:bg-amber-400">
              {t('gates.access.submit')}
            </Button>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
