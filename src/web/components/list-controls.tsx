// The search box and the filter/sort pickers above a back-office list. The search is sent with Enter or
// the button (not on every key), so each search is one request and one address.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/texts/use-translation.ts';
import { Search } from 'lucide-react';
import type { ListParams } from '../lib/hooks/use-list-params.ts';
import { Button } from './ui/button.tsx';
import { ChoiceMenu } from './ui/choice-menu.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';
import { cn } from '../lib/format/cn.ts';

export function ListSearch({
  value,
  label,
  onSearch,
}: {
  value: string;
  /** What is searched, e.g. "Search name, email, phone or order number". */
  label: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed (Back, a shared link): the box shows its search.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search className="absolute top-3 left-2.5 size-4 text-muted-foreground" aria-hidden="true" />
          <Input
            id={id}
            type="search"
            className="pl-8"
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('admin.listControls.search')}
        </Button>
      </div>
    </form>
  );
}

export function ListSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <ChoiceMenu id={id} value={value} choices={options} onValueChange={(chosen) => onChange(chosen as V)} />
    </div>
  );
}

/** A calendar day picker for a date-range filter. */
export function ListDay({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** The search box bound to the list's `q` parameter. */
export function ListParamSearch({ list, label }: { list: ListParams; label: string }) {
  return <ListSearch value={list.get('q')} label={label} onSearch={(q) => list.update({ q })} />;
}

/** A picker bound to one list parameter; choosing the default removes it from the address. */
export function ListParamSelect<V extends string>({
  list,
  name,
  label,
  choices,
  fallback,
  labelOf,
}: {
  list: ListParams;
  name: string;
  label: string;
  choices: readonly V[];
  /** The choice shown when the address names none (e.g. 'all', 'newest'). */
  fallback: V;
  labelOf: (choice: V) => string;
}) {
  return (
    <ListSelect
      label={label}
      value={list.choice(name, choices, fallback)}
      options={choices.map((value) => ({ value, label: labelOf(value) }))}
      onChange={(value) => list.update({ [name]: value === fallback ? undefined : value })}
    />
  );
}

/** The sort picker: newest first unless the address names another order. */
export function ListSortSelect<V extends string>({
  list,
  choices,
  labelOf,
}: {
  list: ListParams;
  choices: readonly ('newest' | V)[];
  labelOf: (choice: 'newest' | V) => string;
}) {
  const { t } = useTranslation();
  return (
    <ListParamSelect
      list={list}
      name="sort"
      label={t('admin.listControls.sort')}
      choices={choices}
      fallback="newest"
      labelOf={labelOf}
    />
  );
}

/**
 * The row above a back-office list: its search, a status filter when the list has one ('all' unless the
 * address names another), and its sort.
 */
export function ListToolbar<S extends string, V extends string>({
  list,
  searchLabel,
  status,
  sorts,
  sortLabelOf,
  className,
}: {
  list: ListParams;
  searchLabel: string;
  status?: { choices: readonly ('all' | S)[]; labelOf: (choice: 'all' | S) => string };
  sorts: readonly ('newest' | V)[];
  sortLabelOf: (choice: 'newest' | V) => string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={cn(
        'grid gap-3 sm:items-end',
        status ? 'sm:grid-cols-[2fr_1fr_1fr]' : 'sm:grid-cols-[2fr_1fr]',
        className,
      )}
    >
      <ListParamSearch list={list} label={searchLabel} />
      {status ? (
        <ListParamSelect
          list={list}
          name="status"
          label={t('admin.listControls.status')}
          choices={status.choices}
          fallback="all"
          labelOf={status.labelOf}
        />
      ) : null}
      <ListSortSelect list={list} choices={sorts} labelOf={sortLabelOf} />
    </div>
  );
}
