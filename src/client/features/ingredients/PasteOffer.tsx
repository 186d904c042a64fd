import type { RefObject } from 'react';
import type { AddResult } from './use-ingredients';
import { insertAt } from '../../lib/insert-at';
import { Button } from '../../ui/Button';
import { msg } from '@lingui/core/macro';
import type { Say } from '../../lib/first-text';

export interface Pasted {
  text: string;
  parts: string[];
  start: number;
  end: number;
}

export interface PasteOfferProps {
  pasted: Pasted;
  /**
   * The form's words (the first paint's catalog): passed in, as importing them would make this lazy
   * chunk and the entry import each other, which the bundler splits into a chunk of its own.
   */
  say: Say;
  value: string;
  maxLength: number;
  inputRef: RefObject<HTMLInputElement | null>;
  onAdd: (...values: string[]) => AddResult;
  /** The offer is answered: the field's new value (when kept as one) and what did not fit. */
  onDone: (result: { value?: string; rejected: string[] }) => void;
}

export default function PasteOffer({
  pasted,
  say,
  value,
  maxLength,
  inputRef,
  onAdd,
  onDone,
}: PasteOfferProps) {
  const count = pasted.parts.length;
  const split = () => {
    onDone({ rejected: onAdd(...pasted.parts).rejected });
    inputRef.current?.focus();
  };
  const keep = () => {
    const next = insertAt(value, pasted.text, pasted.start, pasted.end, maxLength);
    onDone({ value: next.value, rejected: [] });
    const input = inputRef.current;
    input?.focus();
    // After React has written the new value, put the caret after the pasted text.
    requestAnimationFrame(() => input?.setSelectionRange(next.caret, next.caret));
  };
  return (
    <div
      className="paste-prompt"
      role="group"
      aria-label={say(msg`Pasted list`)}
      onKeyDown={(event) => event.key === 'Escape' && keep()}
    >
      <p className="paste-prompt__text">
        {say(msg`Add these ${count} as separate ingredients?`)}{' '}
        <span className="paste-prompt__items">{pasted.parts.join(' · ')}</span>
      </p>
      <div className="paste-prompt__actions">
        <Button variant="primary" size="small" onClick={split}>
          {say(msg`Add separately`)}
        </Button>
        <Button variant="quiet" size="small" onClick={keep}>
          {say(msg`Keep as one`)}
        </Button>
      </div>
    </div>
  );
}
