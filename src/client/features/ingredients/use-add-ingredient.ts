import { useState, type ClipboardEvent, type FormEvent, type RefObject } from 'react';
import { splitPastedList } from './ingredient-text';
import type { Pasted } from './PasteOffer';
import { isBlank, type AddResult } from './use-ingredients';

export interface AddIngredientOptions {
  inputRef: RefObject<HTMLInputElement | null>;
  onAdd: (...values: string[]) => AddResult;
  isFull: boolean;
  maxLength: number;
}

export function useAddIngredient({ inputRef, onAdd, isFull, maxLength }: AddIngredientOptions) {
  const [value, setValue] = useState('');
  const [pasted, setPasted] = useState<Pasted | null>(null);
  const [leftOut, setLeftOut] = useState<string[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    inputRef.current?.focus();
    // Blank input is ignored without a message; a full list keeps what was typed.
    if (isBlank(value)) return;
    const { added, rejected } = onAdd(value);
    if (added > 0) setValue('');
    setLeftOut(rejected);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // A full list takes nothing more; the text goes into the field as usual.
    if (isFull) return;
    const text = event.clipboardData.getData('text');
    const parts = splitPastedList(text, maxLength);
    if (parts.length < 2) return;
    event.preventDefault();
    const { selectionStart, selectionEnd } = event.currentTarget;
    const start = selectionStart ?? value.length;
    setPasted({ text, parts, start, end: selectionEnd ?? start });
  };

  const onPasteDone = (result: { value?: string; rejected: string[] }) => {
    if (result.value !== undefined) setValue(result.value);
    setLeftOut(result.rejected);
    setPasted(null);
  };

  return { value, setValue, pasted, leftOut, submit, onPaste, onPasteDone };
}
