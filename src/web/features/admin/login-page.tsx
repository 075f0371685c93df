import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { apiErrorStatus } from '../../lib/data/api-error.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { useAdminSignIn } from './admin-api.ts';
import { CodeStepForm } from './code-step-form.tsx';
import { useHydrated } from '../../lib/hooks/use-hydrated.ts';

/**
 * Staff sign-in (docs/rules/accounts.md). One generic message for any wrong email or password. The fields
 * are read from the form on submit, so what was typed before the server-rendered page hydrated counts.
 */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const passwordInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  usePageTitle(t('admin.login.title'));

  const signIn = useAdminSignIn();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const fields = event.currentTarget.elements;
    const email = (fields.namedItem('email') as HTMLInputElement).value;
    const password = (fields.namedItem('password') as HTMLInputElement).value;
    signIn.mutate(
      { email, password },
      {
        onSuccess: (codeToCome) => {
          if (codeToCome) return setNeedsCode(true);
          toast({ title: t('admin.login.welcome') });
          void navigate('/admin');
        },
        onError: (failure) => {
          if (passwordInput.current) passwordInput.current.value = '';
          setError(apiErrorStatus(failure) === 429 ? t('admin.login.tooMany') : t('admin.login.invalid'));
        },
      },
    );
  };

  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-background px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex justify-center">
          <BrandLogo />
        </div>
        <Card>
          <CardHeader className="text-center">
            <div className="mx-auto mb-2 grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
              <Lock className="size-5" aria-hidden="true" />
            </div>
            <h1 className="text-xl leading-tight font-semibold">{t('admin.login.title')}</h1>
            <CardDescription>{t('admin.login.subtitle')}</CardDescription>
          </CardHeader>
          <CardContent>
            {needsCode ? (
              <CodeStepForm />
            ) : (
              <form method="post" onSubmit={submit} className="grid gap-4">
                <div className="grid gap-2">
                  <Label htmlFor="admin-email">{t('admin.login.email')}</Label>
                  <Input
                    id="admin-email"
                    name="email"
                    type="email"
                    autoComplete="username"
                    required
                    aria-describedby={error ? 'admin-login-error' : undefined}
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="admin-password">{t('admin.login.password')}</Label>
                  <Input
                    id="admin-password"
                    ref={passwordInput}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    required
                    aria-describedby={error ? 'admin-login-error' : undefined}
                  />
                  <Link
                    to="/admin/forgot-password"
                    className="justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {t('passwordReset.forgotLink')}
                  </Link>
                </div>
                {error ? (
                  <p id="admin-login-error" role="alert" className="text-sm font-medium text-destructive">
                    {error}
                  </p>
                ) : null}
                <Button type="submit" disabled={!hydrated || signIn.isPending}>
                  {signIn.isPending ? t('admin.login.submitting') : t('admin.login.submit')}
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
        <Link
          to="/"
          className="mt-6 flex items-center justify-center gap-2 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('admin.nav.backToStore')}
        </Link>
      </div>
    </main>
  );
}
