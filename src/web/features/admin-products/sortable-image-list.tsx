// The product's images in display order; drag (mouse, touch or keyboard: space to lift, arrows to move,
// space to drop) to reorder. The first image is the main image.
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Trash2 } from 'lucide-react';
import { imageSrcSet } from '../../../shared/images.ts';
import type { ProductImage } from '../../../shared/schemas/catalog.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { cn } from '../../lib/format/cn.ts';

function SortableImage({
  image,
  index,
  onDelete,
  deleting,
}: {
  image: ProductImage;
  index: number;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: image.id });
  const alt = image.altText || t('adminProducts.images.defaultAlt', { n: index + 1 });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex min-w-0 items-center gap-2 rounded-lg border bg-card p-2 sm:gap-3',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-primary',
      )}
      data-testid="product-image-item"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="shrink-0 cursor-grab touch-none rounded-md p-2 text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none active:cursor-grabbing"
        aria-label={t('adminProducts.images.dragHandle', { alt, n: index + 1 })}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <img
        src={image.imageUrl}
        srcSet={imageSrcSet(image.imageUrl)}
        sizes="96px"
        alt={alt}
        className="aspect-[4/3] w-16 shrink-0 rounded object-cover sm:w-24"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm break-words">{alt}</p>
        {index === 0 ? <Badge className="mt-1">{t('adminProducts.images.main')}</Badge> : null}
      </div>
      <IconButton onClick={onDelete} disabled={deleting} label={t('adminProducts.images.delete', { alt })}>
        <Trash2 className="text-destructive" aria-hidden="true" />
      </IconButton>
    </li>
  );
}

export function SortableImageList({
  images,
  onReorder,
  onDelete,
  deletingId,
}: {
  images: ProductImage[];
  onReorder: (ordered: ProductImage[]) => void;
  onDelete: (image: ProductImage) => void;
  deletingId: string | null;
}) {
  const { t } = useTranslation();
  // The new order shows at once, until the refreshed list from the server arrives.
  const [moved, setMoved] = useState<{ from: ProductImage[]; to: ProductImage[] } | null>(null);
  const items = moved && moved.from === images ? moved.to : images;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => items.findIndex((i) => i.id === id) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(items, position(active.id) - 1, position(over.id) - 1);
    setMoved({ from: images, to: next });
    onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('adminProducts.images.dragInstructions') },
        announcements: {
          onDragStart: ({ active }) => t('adminProducts.images.announceStart', { n: position(active.id) }),
          onDragOver: ({ over }) =>
            over ? t('adminProducts.images.announceOver', { n: position(over.id) }) : undefined,
          onDragEnd: ({ over }) =>
            over ? t('adminProducts.images.announceEnd', { n: position(over.id) }) : undefined,
          onDragCancel: () => t('adminProducts.images.announceCancel'),
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ol className="grid min-w-0 gap-2" aria-label={t('adminProducts.images.listLabel')}>
          {items.map((image, index) => (
            <SortableImage
              key={image.id}
              image={image}
              index={index}
              onDelete={() => onDelete(image)}
              deleting={deletingId === image.id}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
