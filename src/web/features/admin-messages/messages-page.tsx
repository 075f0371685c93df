import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Inbox, Mail, MailOpen } from 'lucide-react';
import type { ContactMessageView } from '../../../shared/schemas/admin-inbox.ts';
import { AdminListState } from '../../components/admin-list-state.tsx';
import { SummaryCard } from '../../components/summary-card.tsx';
import { useAdminList } from '../../lib/use-admin-list.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { MessageCard } from './message-card.tsx';
import { MessageDialog } from './message-dialog.tsx';
import { CONTACT_MESSAGES_PATH, useMarkRead } from './messages-api.ts';

/** docs/rules/interface.md: admin lists load with 5 placeholder rows. */

function MessageList({
  id,
  title,
  messages,
  onOpen,
}: {
  id: string;
  title: string;
  messages: ContactMessageView[];
  onOpen: (m: ContactMessageView) => void;
}) {
  if (messages.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title} ({messages.length})
      </h2>
      <ul className="grid gap-3">
        {messages.map((message) => (
          <li key={message.id}>
            <MessageCard message={message} onOpen={() => onOpen(message)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AdminMessagesPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.adminMessages'));
  const { data: messages = [], isLoading, isError } = useAdminList<ContactMessageView>(CONTACT_MESSAGES_PATH);
  const markRead = useMarkRead();
  const [openId, setOpenId] = useState<string | null>(null);
  const unread = messages.filter((m) => !m.isRead);
  const read = messages.filter((m) => m.isRead);

  const open = (message: ContactMessageView) => {
    setOpenId(message.id);
    if (!message.isRead) markRead.mutate(message.id);
  };

  return (
    <div>
      <h1 className="text-3xl font-bold">{t('adminMessages.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('adminMessages.subtitle')}</p>
      <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <SummaryCard
          icon={Inbox}
          label={t('adminMessages.counters.total')}
          value={messages.length}
          loading={isLoading}
          testId="messages-total"
        />
        <SummaryCard
          icon={Mail}
          label={t('adminMessages.counters.unread')}
          value={unread.length}
          loading={isLoading}
          testId="messages-unread"
        />
        <SummaryCard
          icon={MailOpen}
          label={t('adminMessages.counters.read')}
          value={read.length}
          loading={isLoading}
          testId="messages-read"
        />
      </div>
      <div className="mt-8 grid gap-8">
        <AdminListState
          isLoading={isLoading}
          isError={isError}
          isEmpty={messages.length === 0}
          rowClassName="h-24"
          loadFailed={t('adminMessages.loadFailed')}
          empty={{ icon: Inbox, title: t('adminMessages.empty'), hint: t('adminMessages.emptyHint') }}
        >
          <MessageList
            id="messages-unread-heading"
            title={t('adminMessages.unreadList')}
            messages={unread}
            onOpen={open}
          />
          <MessageList
            id="messages-read-heading"
            title={t('adminMessages.readList')}
            messages={read}
            onOpen={open}
          />
        </AdminListState>
      </div>
      <MessageDialog
        message={messages.find((m) => m.id === openId) ?? null}
        onClose={() => setOpenId(null)}
      />
    </div>
  );
}
