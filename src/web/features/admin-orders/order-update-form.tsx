import { useState } from 'react';
import { isLanguage } from '../../../shared/config.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/order-rules.ts';
import type { AdminOrderView } from '../../../shared/schemas/orders.ts';
import { LANGUAGE_NAMES } from '../../app/language.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select.tsx';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { useOrderMailPreview, useUpdateOrder } from './admin-orders-api.ts';
import { NoteField } from './note-field.tsx';
import { statusOf } from './order-stats.ts';

const knownStatus = (status: string): OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'pending';

/**
 * 'Update Order': the status, the message to the customer (shown in their order history, mailed only when
 * staff tick "send" after reading the preview in the customer's language) and the private staff note
 * (docs/rules/ordering.md, "Notes on an order").
 */
export function OrderUpdateForm({ order, onDone }: { order: AdminOrderView; onDone: () => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OrderStatus>(knownStatus(statusOf(order)));
  const [adminNotes, setAdminNotes] = useState(order.adminNotes ?? '');
  const [staffNote, setStaffNote] = useState(order.staffNote ?? '');
  const [sendMessage, setSendMessage] = useState(false);
  const update = useUpdateOrder(onDone);
  const preview = useOrderMailPreview();
  const language = isLanguage(order.language) ? LANGUAGE_NAMES[order.language] : order.language;
  // A preview belongs to the words and status it was made from; changing either asks for a new one.
  const previewed = preview.data?.mail ?? null;
  const forget = () => {
    preview.reset();
    setSendMessage(false);
  };

  return (
    <form
      className="grid gap-4 rounded-lg border bg-muted/40 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ id: order.id, body: { status, adminNotes, staffNote, sendMessage } });
      }}
    >
      <h3 className="font-semibold">{t('adminOrders.details.updateTitle')}</h3>
      <div className="grid gap-1.5">
        <Label htmlFor="order-status">{t('adminOrders.details.status')}</Label>
        <Select
          value={status}
          onValueChange={(value) => {
            setStatus(value as OrderStatus);
            forget();
          }}
        >
          <SelectTrigger id="order-status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ORDER_STATUSES.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`status.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p className="text-xs text-muted-foreground">{t('adminOrders.details.statusHint')}</p>
      </div>
      <NoteField
        id="order-admin-notes"
        className="bg-card"
        label={t('adminOrders.details.adminNotes')}
        hint={t('adminOrders.details.adminNotesHint')}
        rows={3}
        value={adminNotes}
        onChange={(value) => {
          setAdminNotes(value);
          forget();
        }}
        placeholder={t('adminOrders.details.adminNotesPlaceholder')}
      >
        <Button
          type="button"
          variant="outline"
          className="h-auto! min-h-9 justify-self-start text-left whitespace-normal!"
          disabled={!adminNotes.trim() || preview.isPending}
          onClick={() => preview.mutate({ id: order.id, body: { status, adminNotes, sendMessage: true } })}
        >
          {t('adminOrders.details.preview', { language })}
        </Button>
        {previewed ? (
          <div className="grid gap-2" aria-live="polite">
            <p className="text-xs text-muted-foreground">
              {t('adminOrders.details.previewTo', { email: previewed.to, language })}
            </p>
            <pre
              data-testid="order-mail-preview"
              className="rounded-md border bg-background p-3 font-sans text-sm wrap-anywhere whitespace-pre-wrap"
            >
              {`${previewed.subject}\n\n${previewed.text}`}
            </pre>
            <div className="flex items-center gap-2">
              <Checkbox
                id="order-send-message"
                checked={sendMessage}
                onCheckedChange={(checked) => setSendMessage(checked === true)}
              />
              <Label htmlFor="order-send-message">{t('adminOrders.details.sendMessage')}</Label>
            </div>
          </div>
        ) : null}
      </NoteField>
      <NoteField
        id="order-staff-note"
        className="border-dashed"
        label={t('adminOrders.details.staffNote')}
        hint={t('adminOrders.details.staffNoteHint')}
        rows={2}
        value={staffNote}
        onChange={setStaffNote}
      />
      <Button type="submit" disabled={update.isPending} className="justify-self-end">
        {update.isPending
          ? t('adminOrders.details.updating')
          : sendMessage
            ? t('adminOrders.details.updateAndSend')
            : t('adminOrders.details.update')}
      </Button>
    </form>
  );
}
