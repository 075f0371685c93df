import type { ReactNode } from 'react';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { cn } from '../../lib/format/cn.ts';

/** One of an order's notes: its name, who reads it, the text, and what goes with it (the mail preview). */
export function NoteField(props: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  placeholder?: string;
  className?: string;
  children?: ReactNode;
}) {
  const hintId = `${props.id}-hint`;
  return (
    <fieldset className={cn('grid min-w-0 gap-2 rounded-md border p-3', props.className)}>
      <legend className="px-1 text-sm font-semibold">{props.label}</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        {props.hint}
      </p>
      <Label htmlFor={props.id} className="sr-only">
        {props.label}
      </Label>
      <Textarea
        id={props.id}
        aria-describedby={hintId}
        rows={props.rows}
        maxLength={2000}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder={props.placeholder}
      />
      {props.children}
    </fieldset>
  );
}
