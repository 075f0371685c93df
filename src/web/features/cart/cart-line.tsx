import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { imageSrcSet } from '../../../shared/images.ts';
import { formatPrice } from '../../../shared/money.ts';
import { MAX_LINE_QUANTITY } from '../../../shared/order-rules.ts';
import { IconButton } from '../../components/ui/icon-button.tsx';
import type { CartItem } from '../../lib/cart/cart-context.tsx';

function CartThumb({ imageUrl }: { imageUrl: string | null | undefined }) {
  const [broken, setBroken] = useState(false);
  if (!imageUrl || broken) {
    return (
      <span
        className="grid size-16 shrink-0 place-items-center rounded-lg bg-muted text-3xl"
        aria-hidden="true"
      >
        🍺
      </span>
    );
  }
  return (
    <img
      src={imageUrl}
      srcSet={imageSrcSet(imageUrl)}
      sizes="64px"
      width={64}
      height={64}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className="size-16 shrink-0 rounded-lg bg-muted object-cover"
    />
  );
}

type CartLineProps = {
  item: CartItem;
  onQuantity: (id: string, quantity: number) => void;
  onRemove: (id: string) => void;
};

export function CartLine({ item, onQuantity, onRemove }: CartLineProps) {
  const { t } = useTranslation();
  const label = `${item.name} (${item.size})`;
  return (
    <li className="flex gap-3 border-b pb-4 last:border-b-0">
      <CartThumb imageUrl={item.imageUrl} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate font-semibold">{item.name}</p>
            <p className="text-sm text-muted-foreground">{item.size}</p>
            <p className="text-sm font-medium text-amber-800 dark:text-primary tabular-nums">
              {formatPrice(item.price)}
            </p>
          </div>
          <IconButton
            className="-mt-1 -mr-2 size-9 text-muted-foreground hover:text-destructive"
            onClick={() => onRemove(item.id)}
            label={t('cart.remove', { item: label })}
          >
            <Trash2 aria-hidden="true" />
          </IconButton>
        </div>
        <div className="mt-2 flex items-center justify-between">
          <div className="flex items-center rounded-lg border">
            <IconButton
              className="size-9 rounded-r-none"
              onClick={() => onQuantity(item.id, item.quantity - 1)}
              label={t('cart.decrease', { item: label })}
            >
              <Minus aria-hidden="true" />
            </IconButton>
            <span
              className="min-w-9 text-center text-sm font-semibold tabular-nums"
              aria-label={t('cart.quantity', { count: item.quantity })}
            >
              {item.quantity}
            </span>
            <IconButton
              className="size-9 rounded-l-none"
              onClick={() => onQuantity(item.id, item.quantity + 1)}
              disabled={item.quantity >= MAX_LINE_QUANTITY}
              label={t('cart.increase', { item: label })}
            >
              <Plus aria-hidden="true" />
            </IconButton>
          </div>
          <p className="font-semibold tabular-nums">
            {formatPrice((Math.round(item.price * 100) * item.quantity) / 100)}
          </p>
        </div>
      </div>
    </li>
  );
}
