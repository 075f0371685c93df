import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { apiErrorStatus } from '../../lib/data/api-error.ts';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { useSecondFactorSignIn } from './admin-api.ts';

/** After a right password: the code from the member's authenticator app, or one of their recovery codes. */
export function CodeStepForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSecondFactorSignIn();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    signIn.mutate(code, {
      onSuccess: () => {
        toast({ title: t('admin.login.welcome') });
        void navigate('/admin');
      },
      onError: (failure) => {
        setCode('');
        const status = apiErrorStatus(failure);
        const key = status === 429 ? 'tooMany' : status === 400 ? 'malformed' : 'wrong';
        setError(t(`admin.code.${key}`));
      },
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {t(recovery ? 'admin.code.recoveryIntro' : 'admin.code.intro')}
      </p>
      <div className="grid gap-2">
        <Label htmlFor="admin-code">{t(recovery ? 'admin.code.recoveryLabel' : 'admin.code.label')}</Label>
        <Input
          id="admin-code"
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-describedby={error ? 'admin-code-error' : undefined}
        />
      </div>
      {error ? (
        <p id="admin-code-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={signIn.isPending}>
        {t('admin.code.submit')}
      </Button>
      <Button type="button" variant="link" onClick={() => setRecovery(!recovery)}>
        {t(recovery ? 'admin.code.useApp' : 'admin.code.useRecovery')}
      </Button>
    </form>
  );
}
