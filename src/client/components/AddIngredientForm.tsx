import {
  lazy,
  Suspense,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type RefObject,
} from 'react';
import { TEXT } from '../brand';
import { isBlank, type AddResult } from '../hooks/use-ingredients';
import { listFullMessage, splitPastedList } from '../lib/ingredient-text';
import type { Pasted } from './PasteOffer';

// Only needed once a list is pasted: not part of the first paint.
const PasteOffer = lazy(() => import('./PasteOffer'));

interface AddIngredientFormProps {
  inputRef: RefObject<HTMLInputElement | null>;
  onAdd: (...values: string[]) => AddResult;
  isFull: boolean;
  maxIngredients: number;
  maxLength: number;
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    inputRef.current?.focus();
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
    const { selectionStart, selectionEnd } = event.currentTarget;
    const start = selectionStart ?? value.length;
    setPasted({ text, parts, start, end: selectionEnd ?? start });
  };

  return (
    <form className="add-form" onSubmit={submit}>
      <label className="add-form__label" htmlFor="ingredient-input">
        {TEXT.inputLabel}
      </label>
      <div className="add-form__row">
        <input
          ref={inputRef}
          id="ingredient-input"
          className="add-form__input"
          type="text"
          name="ingredient"
          placeholder={TEXT.inputPlaceholder}
          maxLength={maxLength}
          autoComplete="off"
          aria-describedby={isFull ? 'ingredient-hint' : undefined}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onPaste={onPaste}
        />
        <button type="submit" className="button button--primary">
          {TEXT.addButton}
        </button>
      </div>
      <div className="add-form__hint" aria-live="polite">
        {isFull && (
          <p id="ingredient-hint" className="notice notice--info">
            {listFullMessage(maxIngredients)}
            {leftOut.length > 0 && ` Not added: ${leftOut.join(', ')}.`}
          </p>
        )}
        {pasted && !isFull && (
          <Suspense fallback={null}>
            <PasteOffer
              pasted={pasted}
              value={value}
              maxLength={maxLength}
              inputRef={inputRef}
              onAdd={onAdd}
              onDone={(result) => {
                if (result.value !== undefined) setValue(result.value);
                setLeftOut(result.rejected);
                setPasted(null);
              }}
            />
          </Suspense>
        )}
      </div>
    </form>
  );
}
