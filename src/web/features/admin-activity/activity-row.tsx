// One audit event: when (Malaysian time), who, what as a sentence, and the before/after values behind a
// disclosure. An event that recorded no values (a sign-in) offers no disclosure: the sentence says it all.
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { toLanguage } from '../../../shared/config.ts';
import type { TFunction } from '../../../shared/message-catalogue.ts';
import { COMMAND_LINE_ACTIONS, type ActivityEvent } from '../../../shared/schemas/activity.ts';
import { Card } from '../../components/ui/card.tsx';
import { formatDate } from '../../../shared/format-date.ts';
import { describeActivity, showValue } from './activity-sentence.ts';

function changedFields({ changes }: ActivityEvent): string[] {
  return [...new Set([...Object.keys(changes.before), ...Object.keys(changes.after)])];
}

function ChangesTable({ event, fields }: { event: ActivityEvent; fields: string[] }) {
  const { t } = useTranslation();
  const { before, after } = event.changes;
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {t('adminActivity.field')}
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {t('adminActivity.before')}
            </th>
            <th scope="col" className="py-1.5 font-medium">
              {t('adminActivity.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field} className="border-b align-baseline last:border-0">
              <th scope="row" className="py-1.5 pr-3 font-mono text-xs font-normal">
                {field}
              </th>
              <td className="py-1.5 pr-3 break-words whitespace-pre-wrap">{showValue(before[field])}</td>
              <td className="py-1.5 break-words whitespace-pre-wrap">{showValue(after[field])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
  const fields = changedFields(event);
  return (
    <Card className="grid gap-1.5 p-4" data-testid="activity-row">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <time dateTime={event.at} className="text-muted-foreground tabular-nums">
          {formatDate(event.at, i18n.language, 'dateTime')}
        </time>
        <span className="font-semibold break-all">{actorName(event, t)}</span>
      </p>
      <p className="break-words">{describeActivity(event, t, language)}</p>
      {fields.length > 0 ? (
        <details className="rounded-lg border bg-muted/40 px-3 py-1.5">
          <summary className="cursor-pointer text-sm font-medium">{t('adminActivity.details')}</summary>
          <ChangesTable event={event} fields={fields} />
        </details>
      ) : null}
    </Card>
  );
}
