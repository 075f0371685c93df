import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceMenuProps {
  id: string;
  value: string;
  choices: readonly Choice[];
  onValueChange: (value: string) => void;
  className?: string;
  defaultOpen?: boolean;
}

/** A select of a few choices, one of them always chosen. */
export function ChoiceMenu({ id, value, choices, onValueChange, className, defaultOpen }: ChoiceMenuProps) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger id={id} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
