import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../lib/texts/use-translation.ts';
import { useLocation } from 'react-router';
import { Menu } from 'lucide-react';
import { IconButton } from '../components/ui/icon-button.tsx';

const loadPanel = () => import('./mobile-menu-panel.tsx');
// The drawer's dialog machinery loads on first use, keeping it out of the storefront's first load.
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));

export function MobileMenu() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const location = useLocation();
  const route = location.pathname + location.search;
  // The menu stays open only on the page where it was opened: following a link reveals the new page.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === route;

  return (
    <>
      <IconButton
        label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="lg:hidden"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpenOn(route);
        }}
      >
        <Menu className="size-5!" aria-hidden="true" />
      </IconButton>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={(next) => setOpenOn(next ? route : null)} />
        </Suspense>
      ) : null}
    </>
  );
}
