import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import type { AccountKind } from '../../../shared/schemas/password-reset.ts';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { SIGN_IN_PATHS } from './reset-paths.ts';

/** The frame both reset steps share: their own title and description, and the way back to sign-in. */
export function ResetFrame({
  step,
  account,
  children,
}: {
  step: 'forgot' | 'reset';
  account: AccountKind;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AuthFrame
      title={t(`passwordReset.${step}.title`)}
      description={t(`passwordReset.${step}.description`)}
      footer={{
        text: t('passwordReset.rememberIt'),
        linkTo: SIGN_IN_PATHS[account],
        linkLabel: t('passwordReset.signInLink'),
      }}
    >
      {children}
    </AuthFrame>
  );
}
