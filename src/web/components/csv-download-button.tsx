// A back-office CSV download (docs/rules/api.md, "Exports"): the file comes from the server, which
// checks the filters; a refused range or a failure shows a toast and the screen stays as it was. Every
// download holds customer data, so it is offered only to roles that may export it.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../lib/texts/use-translation.ts';
import { isUnauthorizedError } from '../lib/data/api-client.ts';
import { ApiError } from '../lib/data/api-error.ts';
import { downloadStaffFile } from '../lib/browser/save-file.ts';
import { useCan } from '../lib/data/use-can.ts';
import { Button } from './ui/button.tsx';
import { toast } from './ui/use-toast.ts';

export function CsvDownloadButton(props: {
  url: string;
  label: string;
  fallbackName: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const allowed = useCan('customers.export');
  const download = async () => {
    setBusy(true);
    try {
      await downloadStaffFile(props.url, props.fallbackName);
      toast({ title: t('admin.csvDownload.done') });
    } catch (error) {
      // A 401 is already on its way to the sign-in page.
      if (!isUnauthorizedError(error)) {
        toast({
          title: t('admin.csvDownload.failed'),
          description:
            error instanceof ApiError && error.status === 400
              ? t('admin.csvDownload.checkFilters')
              : t('admin.csvDownload.tryAgain'),
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
  };
  if (!allowed) return null;
  return (
    <Button variant="outline" onClick={() => void download()} disabled={busy} data-testid={props.testId}>
      <Download aria-hidden="true" />
      {props.label}
    </Button>
  );
}
