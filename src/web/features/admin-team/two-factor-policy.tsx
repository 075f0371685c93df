import { ShieldCheck } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { useSetTwoFactorPolicy } from './team-api.ts';

/** Whether every member must sign in with a second factor; members without one are sent to set it up. */
export function TwoFactorPolicy({ required }: { required: boolean }) {
  const { t } = useTranslation();
  const setPolicy = useSetTwoFactorPolicy();
  return (
    <Card className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:p-6">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          {t('adminTeam.policy.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground" data-testid="two-factor-policy">
          {t(required ? 'adminTeam.policy.on' : 'adminTeam.policy.off')}
        </p>
      </div>
      <Button
        variant={required ? 'outline' : 'default'}
        disabled={setPolicy.isPending}
        onClick={() =>
          setPolicy.mutate(!required, {
            onError: () => toast({ title: t('adminTeam.changeFailed'), variant: 'destructive' }),
          })
        }
      >
        {t(required ? 'adminTeam.policy.stop' : 'adminTeam.policy.require')}
      </Button>
    </Card>
  );
}
