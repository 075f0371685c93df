import { useState } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Inbox, Mail, MailOpen } from 'lucide-react';
import type { ContactMessageView } from '../../../shared/schemas/admin-inbox.ts';
import { MESSAGE_FILTERS } from '../../../shared/schemas/admin-lists.ts';
import { AdminListState } from '../../components/admin-list-state.tsx';
import { ListToolbar } from '../../components/list-controls.tsx';
import { Pager } from '../../components/pager.tsx';
import { SummaryCards } from '../../components/summary-card.tsx';
import { useListParams } from '../../lib/hooks/use-list-params.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { MessageCard } from './message-card.tsx';
import { MessageDialog } from './message-dialog.tsx';
import { useMarkRead, useMessageCounts, useMessagePage } from './messages-api.ts';

const PAGE_SIZE = 25;
const SHOW = ['all', ...MESSAGE_FILTERS] as const;
const SORTS = ['newest', 'oldest'] as const;

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
  const list = useListParams();
  const { data, isLoading, isError } = useMessagePage(list.apiQuery(['q', 'status', 'sort'], PAGE_SIZE));
  const { data: counts, isLoading: countsLoading } = useMessageCounts();
  const messages = data?.items ?? [];
  const markRead = useMarkRead();
  // The opened message stays open even when reading it takes it off an "unread" page.
  const [opened, setOpened] = useState<ContactMessageView | null>(null);
  const unread = messages.filter((m) => !m.isRead);
  const read = messages.filter((m) => m.isRead);

  const open = (message: ContactMessageView) => {
    setOpened(message);
    if (!message.isRead) markRead.mutate(message.id);
  };

  return (
    <div>
      <h1 className="text-3xl font-bold">{t('adminMessages.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('adminMessages.subtitle')}</p>
      <SummaryCards
        loading={countsLoading}
        figures={[
          {
            icon: Inbox,
            label: t('adminMessages.counters.total'),
            value: counts?.total ?? 0,
            testId: 'messages-total',
          },
          {
            icon: Mail,
            label: t('adminMessages.counters.unread'),
            value: counts?.unread ?? 0,
            testId: 'messages-unread',
          },
          {
            icon: MailOpen,
            label: t('adminMessages.counters.read'),
            value: counts?.read ?? 0,
            testId: 'messages-read',
          },
        ]}
      />
      <ListToolbar
        className="mt-8"
        list={list}
        searchLabel={t('adminMessages.list.search')}
        status={{ choices: SHOW, labelOf: (value) => t(`adminMessages.list.show.${value}`) }}
        sorts={SORTS}
        sortLabelOf={(value) => t(`admin.listControls.${value}`)}
      />
      <div className="mt-6 grid gap-8">
        <AdminListState
          isLoading={isLoading}
          isError={isError}
          isEmpty={messages.length === 0}
          rowClassName="h-24"
          loadFailed={t('adminMessages.loadFailed')}
          empty={
            list.get('q') || list.get('status')
              ? {
                  icon: Inbox,
                  title: t('adminMessages.list.noMatch'),
                  hint: t('adminMessages.list.noMatchHint'),
                }
              : { icon: Inbox, title: t('adminMessages.empty'), hint: t('adminMessages.emptyHint') }
          }
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
          <Pager data={data} list={list} label={t('adminMessages.list.pages')} />
        </AdminListState>
      </div>
      <MessageDialog
        message={messages.find((m) => m.id === opened?.id) ?? opened}
        onClose={() => setOpened(null)}
      />
    </div>
  );
}
