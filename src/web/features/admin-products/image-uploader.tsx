// Pick up to 10 images of up to 10 MB each; each uploads with its own progress bar and is added after the
// product's existing images (displayOrder = existing count + index, docs/rules/catalogue.md).
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { ImagePlus } from 'lucide-react';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../../shared/schemas/admin-products.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { isUnauthorizedError } from '../../lib/data/api-client.ts';
import { useAddImage } from './api/admin-products-api.ts';
import { uploadImage, UploadUrlError } from './api/upload-image.ts';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

interface Progress {
  name: string;
  percent: number;
  state: 'uploading' | 'done' | 'failed';
}

export function ImageUploader({ productId, existingCount }: { productId: string; existingCount: number }) {
  const { t } = useTranslation();
  const uid = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [altText, setAltText] = useState('');
  const [progress, setProgress] = useState<Progress[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const addImage = useAddImage();
  const busy = progress.some((p) => p.state === 'uploading');

  const update = (index: number, change: Partial<Progress>) =>
    setProgress((list) => list.map((p, i) => (i === index ? { ...p, ...change } : p)));

  async function uploadOne(file: File, index: number, displayOrder: number): Promise<void> {
    let imageUrl: string;
    try {
      imageUrl = await uploadImage(file, (percent) => update(index, { percent }));
    } catch (error) {
      update(index, { state: 'failed' });
      // A 401 is already on its way to the sign-in page.
      if (isUnauthorizedError(error)) return;
      const uploadUrlFailed = error instanceof UploadUrlError;
      toast({
        title: t(uploadUrlFailed ? 'adminProducts.toast.uploadError' : 'adminProducts.toast.error'),
        description: t(
          uploadUrlFailed ? 'adminProducts.toast.uploadUrlFailed' : 'adminProducts.toast.imageAddFailed',
        ),
        variant: 'destructive',
      });
      return;
    }
    try {
      await addImage.mutateAsync({
        productId,
        body: {
          imageUrl,
          altText: altText.trim() || t('adminProducts.images.defaultAlt', { n: displayOrder + 1 }),
          displayOrder,
        },
      });
      update(index, { state: 'done', percent: 100 });
    } catch {
      // The mutation has shown its own toast.
      update(index, { state: 'failed' });
    }
  }

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(null);
    if (files.length === 0) return;
    if (files.length > UPLOAD_MAX_FILES)
      return setProblem(t('adminProducts.images.tooMany', { max: UPLOAD_MAX_FILES }));
    const wrong = files.find((f) => !ACCEPTED.includes(f.type));
    if (wrong) return setProblem(t('adminProducts.images.notImage', { name: wrong.name }));
    const big = files.find((f) => f.size > UPLOAD_MAX_BYTES);
    if (big) return setProblem(t('adminProducts.images.tooBig', { name: big.name }));
    setProgress(files.map((f) => ({ name: f.name, percent: 0, state: 'uploading' })));
    // One after another: the order of the pick is the display order.
    for (const [index, file] of files.entries()) await uploadOne(file, index, existingCount + index);
    setAltText('');
  }

  return (
    <div className="grid gap-3 rounded-lg border border-dashed p-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${uid}-alt`}>{t('adminProducts.images.altText')}</Label>
        <Input
          id={`${uid}-alt`}
          value={altText}
          onChange={(e) => setAltText(e.target.value)}
          placeholder={t('adminProducts.images.altPlaceholder')}
        />
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED.join(',')}
        multiple
        // Opened by the button below, which is what keyboard and screen-reader users reach.
        className="hidden"
        tabIndex={-1}
        onChange={(e) => void onPick(e)}
        disabled={busy}
      />
      <Button
        onClick={() => inputRef.current?.click()}
        disabled={busy}
        className="justify-self-start"
        aria-describedby={`${uid}-hint`}
      >
        <ImagePlus aria-hidden="true" />
        {t('adminProducts.images.choose')}
      </Button>
      <p id={`${uid}-hint`} className="text-xs text-muted-foreground">
        {t('adminProducts.images.hint')} {t('adminProducts.images.recommended')}
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      {progress.length > 0 ? (
        <ul className="grid gap-2" aria-label={t('adminProducts.images.progressLabel')}>
          {progress.map((p, i) => (
            <li key={`${p.name}-${i}`} className="grid gap-1 text-sm">
              <span className="flex justify-between gap-2">
                <span className="truncate">{p.name}</span>
                <span className={p.state === 'failed' ? 'text-destructive' : 'text-muted-foreground'}>
                  {p.state === 'failed' ? t('adminProducts.images.failed') : `${p.percent}%`}
                </span>
              </span>
              <progress
                className="h-2 w-full accent-primary"
                max={100}
                value={p.percent}
                aria-label={t('adminProducts.images.progressOf', { name: p.name })}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
