import { useState } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { imageSrcSet } from '../../../shared/images.ts';
import { formatPrice } from '../../../shared/money.ts';
import { MAX_LINE_QUANTITY } from '../../../shared/order-rules.ts';
import { IconButton } from '../../components/ui/icon-button.tsx';
import type { CartItem } from '../../lib/cart/cart-context.tsx';
import type { LineStock } from './cart-stock.ts';

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

/** The most a line may ask for: what is left when few are (none when sold out). */
const stockLimit = (stock: LineStock): number =>
  stock.kind === 'sold-out' ? 0 : stock.kind === 'too-many' ? stock.left : (stock.left ?? Infinity);

type CartLineProps = {
  item: CartItem;
  stock: LineStock;
  onQuantity: (id: string, quantity: number) => void;
  onRemove: (id: string) => void;
};

/** One cart line: everything about it stays in sight on a 320 px phone, long names wrap rather than cut. */
export function CartLine({ item, stock, onQuantity, onRemove }: CartLineProps) {
  const { t } = useTranslation();
  const label = `${item.name} (${item.size})`;
  const lineTotal = (Math.round(item.price * 100) * item.quantity) / 100;
  return (
    <li className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-3 gap-y-3 border-b pb-4 last:border-b-0">
      <CartThumb imageUrl={item.imageUrl} />
      <div className="min-w-0">
        <p className="leading-snug font-semibold break-words">{item.name}</p>
        <p className="text-sm text-muted-foreground">{item.size}</p>
        <p className="text-sm text-muted-foreground tabular-nums">
          {t('cart.unitPrice', { price: formatPrice(item.price) })}
        </p>
        {stock.kind === 'ok' ? null : (
          <p className="mt-1 text-sm font-semibold text-destructive" data-testid="cart-line-stock">
            {stock.kind === 'sold-out' ? t('cart.lineSoldOut') : t('cart.lineTooMany', { count: stock.left })}
          </p>
        )}
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
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
              disabled={item.quantity >= Math.min(MAX_LINE_QUANTITY, stockLimit(stock))}
              label={t('cart.increase', { item: label })}
            >
              <Plus aria-hidden="true" />
            </IconButton>
          </div>
          <IconButton
            className="size-9 text-muted-foreground hover:text-destructive"
            onClick={() => onRemove(item.id)}
            label={t('cart.remove', { item: label })}
          >
            <Trash2 aria-hidden="true" />
          </IconButton>
        </div>
        <p className="ml-auto font-semibold tabular-nums" data-testid="cart-line-total">
          {formatPrice(lineTotal)}
        </p>
      </div>
    </li>
  );
}
