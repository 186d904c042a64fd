import { useId, useState, type ClipboardEvent, type FormEvent, type RefObject } from 'react';
import { TEXT } from '../../shared/brand';
import { isBlank, type AddResult } from '../hooks/use-ingredients';
import { insertAt, listFullMessage, splitPastedList } from '../lib/ingredient-text';
import { PastePrompt } from './PastePrompt';

interface AddIngredientFormProps {
  inputRef: RefObject<HTMLInputElement | null>;
  onAdd: (...values: string[]) => AddResult;
  isFull: boolean;
  maxIngredients: number;
  maxLength: number;
}

interface Pasted {
  text: string;
  parts: string[];
  start: number;
  end: number;
}

export function AddIngredientForm({
  inputRef,
  onAdd,
  isFull,
  maxIngredients,
  maxLength,
}: AddIngredientFormProps) {
  const [value, setValue] = useState('');
  const [pasted, setPasted] = useState<Pasted | null>(null);
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const inputId = useId();
  const hintId = useId();

  const focusInput = () => inputRef.current?.focus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    focusInput();
    // Blank input is ignored silently (spec section 5); a full list keeps what was typed.
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
    const input = event.currentTarget;
    setPasted({
      text,
      parts,
      start: input.selectionStart ?? value.length,
      end: input.selectionEnd ?? value.length,
    });
  };

  const addSeparately = () => {
    if (!pasted) return;
    const { rejected } = onAdd(...pasted.parts);
    setLeftOut(rejected);
    setPasted(null);
    focusInput();
  };

  const keepAsOne = () => {
    if (!pasted) return;
    const next = insertAt(value, pasted.text, pasted.start, pasted.end, maxLength);
    setValue(next.value);
    setPasted(null);
    const input = inputRef.current;
    input?.focus();
    // After React has written the new value, put the caret after the pasted text.
    requestAnimationFrame(() => input?.setSelectionRange(next.caret, next.caret));
  };

  const full = isFull;
  return (
    <form className="add-form" onSubmit={submit} noValidate>
      <label className="add-form__label" htmlFor={inputId}>
        {TEXT.inputLabel}
      </label>
      <div className="add-form__row">
        <input
          ref={inputRef}
          id={inputId}
          className="add-form__input"
          type="text"
          name="ingredient"
          placeholder={TEXT.inputPlaceholder}
          maxLength={maxLength}
          autoComplete="off"
          enterKeyHint="enter"
          aria-describedby={full ? hintId : undefined}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onPaste={onPaste}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && pasted) keepAsOne();
          }}
        />
        <button type="submit" className="button button--primary">
          {TEXT.addButton}
        </button>
      </div>
      <div className="add-form__hint" aria-live="polite">
        {full && (
          <p id={hintId} className="notice notice--info">
            {listFullMessage(maxIngredients)}
            {leftOut.length > 0 && ` Not added: ${leftOut.join(', ')}.`}
          </p>
        )}
        {pasted && !full && (
          <PastePrompt parts={pasted.parts} onSplit={addSeparately} onKeep={keepAsOne} />
        )}
      </div>
    </form>
  );
}
