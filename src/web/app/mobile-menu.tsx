import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Menu } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';

const loadPanel = () => import('./mobile-menu-panel.tsx');
// The drawer's dialog machinery loads on first use, keeping it out of the storefront's first load.
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));

export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const location = useLocation();

  // Following a link should reveal the new page, not leave the menu over it.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="lg:hidden"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5!" aria-hidden="true" />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
