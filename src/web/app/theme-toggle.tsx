import { useTranslation } from '../lib/texts/use-translation.ts';
import { Moon, Sun } from 'lucide-react';
import { IconButton } from '../components/ui/icon-button.tsx';
import { useTheme } from './use-theme.ts';

export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? t('nav.switchToLight') : t('nav.switchToDark');
  return (
    <IconButton onClick={toggleTheme} label={label} className={className}>
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </IconButton>
  );
}
