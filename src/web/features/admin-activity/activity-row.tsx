// One audit event: when (Malaysian time), who, what as a sentence, and the before/after values behind a
// disclosure. An event that recorded no values (a sign-in) offers no disclosure: the sentence says it all.
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { toLanguage } from '../../../shared/config.ts';
import type { TFunction } from '../../../shared/message-catalogue.ts';
import { COMMAND_LINE_ACTIONS, type ActivityEvent } from '../../../shared/schemas/activity.ts';
import { Card } from '../../components/ui/card.tsx';
import { formatDate } from '../../../shared/format-date.ts';
import { changeLines } from './activity-changes.ts';
import { ChangesList } from './changes-list.tsx';
import { describeActivity } from './activity-sentence.ts';

/** Who made the change: a staff member, the server's command line, or nobody known (a failed sign-in). */
function actorName(event: ActivityEvent, t: TFunction): string {
  if (event.actorEmail) return event.actorEmail;
  return t(
    COMMAND_LINE_ACTIONS.has(event.action) ? 'adminActivity.commandLine' : 'adminActivity.unknownActor',
  );
}

export function ActivityRow({ event }: { event: ActivityEvent }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const lines = changeLines(event, t, language);
  return (
    <Card className="grid gap-1.5 p-4" data-testid="activity-row">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <time dateTime={event.at} className="text-muted-foreground tabular-nums">
          {formatDate(event.at, i18n.language, 'dateTime')}
        </time>
        <span className="font-semibold break-all">{actorName(event, t)}</span>
      </p>
      <p className="break-words">{describeActivity(event, t, language)}</p>
      {lines.length > 0 ? (
        <details className="rounded-lg border bg-muted/40 px-3 py-1.5">
          <summary className="cursor-pointer text-sm font-medium">{t('adminActivity.details')}</summary>
          <ChangesList lines={lines} />
        </details>
      ) : null}
    </Card>
  );
}
