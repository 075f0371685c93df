// A back-office CSV download (docs/rules/api.md, "Exports"): the file comes from the server, which
// checks the filters; a refused range or a failure shows a toast and the screen stays as it was.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleUnauthorized } from '../lib/admin-auth.ts';
import { apiRequest } from '../lib/api-client.ts';
import { apiErrorStatus } from '../lib/api-error.ts';
import { attachmentName, saveFile } from '../lib/save-file.ts';
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
  const download = async () => {
    setBusy(true);
    try {
      const response = await apiRequest('GET', props.url);
      saveFile(await response.blob(), attachmentName(response, props.fallbackName));
      toast({ title: t('admin.csvDownload.done') });
    } catch (error) {
      if (!handleUnauthorized(error)) {
        toast({
          title: t('admin.csvDownload.failed'),
          description:
            apiErrorStatus(error) === 400
              ? t('admin.csvDownload.checkFilters')
              : t('admin.csvDownload.tryAgain'),
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void download()} disabled={busy} data-testid={props.testId}>
      <Download aria-hidden="true" />
      {props.label}
    </Button>
  );
}
