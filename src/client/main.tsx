import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { readKitchen } from './features/device/kitchen-store';
import { firstLanguage, loadFirstWords, showLanguage } from './features/language';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/print.css';

/** A slow or stuck database delays the page at most this long; its answer is used when it comes. */
const READ_BOUND_MS = 200;

const root = createRoot(document.getElementById('root') as HTMLElement);
// The remembered list is read first so it is in the first paint (no empty list, then a full one).
// The first paint's words load alongside it: only the visitor's language is downloaded.
const wanted = firstLanguage();
showLanguage(wanted);
void Promise.all([readKitchen(READ_BOUND_MS), loadFirstWords(wanted)]).then(([kitchen, words]) => {
  showLanguage(words.language);
  // Render now rather than in a later task: the form is in the page by the time it has loaded.
  flushSync(() =>
    root.render(
      <StrictMode>
        <App kitchen={kitchen} words={words} />
      </StrictMode>,
    ),
  );
});
