import { useTranslation } from '../../lib/texts/use-translation.ts';
import type { ContactMessageView } from '../../../shared/schemas/admin-inbox.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/format/cn.ts';
import { formatDate } from '../../../shared/format-date.ts';

export function MessageCard({ message, onOpen }: { message: ContactMessageView; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const unread = !message.isRead;
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="message-card"
      className={cn(
        'grid w-full gap-1.5 rounded-xl border bg-card p-4 text-left text-card-foreground shadow-sm transition-colors hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        unread ? 'border-l-4 border-l-red-500' : 'bg-muted/50 shadow-none',
      )}
    >
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold break-words">{message.name}</span>
        {unread ? (
          <Badge variant="destructive">{t('adminMessages.new')}</Badge>
        ) : (
          <Badge variant="secondary">{t('adminMessages.read')}</Badge>
        )}
      </span>
      <span className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
        <span className="break-all">{message.email}</span>
        <span>{formatDate(message.createdAt, i18n.language, 'dateTime')}</span>
      </span>
      <span className="line-clamp-2 text-sm break-words">{message.message}</span>
    </button>
  );
}
