import { TEXT } from '../../src/client/brand';
import { providerRequest } from './provider-request';

/**
 * The floor for the benchmark: the same flow as the product with the least work a page can do.
 * No framework, no markdown: each streamed piece goes into the page as a text node the moment it
 * arrives, so what remains (fetch, IPC, the next frame) is what any page costs on this machine.
 */
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = byId<HTMLFormElement>('add-form');
const input = byId<HTMLInputElement>('ingredient');
const list = byId<HTMLUListElement>('ingredients');
const request = byId<HTMLButtonElement>('request');
const ingredients: string[] = [];

byId('title').textContent = TEXT.title;
input.setAttribute('aria-label', TEXT.inputLabel);
input.placeholder = TEXT.inputPlaceholder;
byId('add').textContent = TEXT.addButton;
request.textContent = TEXT.requestButton;

form.addEventListener('submit', (e) => {
  e.preventDefault();
  const value = input.value;
  if (value.trim()) {
    ingredients.push(value);
    const li = document.createElement('li');
    li.textContent = value;
    list.append(li);
    request.hidden = ingredients.length < 4;
  }
  form.reset();
});

request.addEventListener('click', () => {
  document.querySelector('section')?.remove();
  const section = document.createElement('section');
  const heading = document.createElement('h2');
  heading.textContent = TEXT.recipeHeading;
  section.append(heading);
  // The raw markdown as it arrives; pre-wrap keeps its line breaks readable.
  section.style.whiteSpace = 'pre-wrap';
  section.setAttribute('aria-busy', 'true');
  document.querySelector('main')?.append(section);
  void stream(section).catch((err: unknown) => {
    section.append(`\nThe recipe could not be loaded: ${String(err)}`);
  });
});

async function stream(section: HTMLElement): Promise<void> {
  try {
    const res = await fetch('/v1/chat/completions', providerRequest(ingredients, true));
    if (!res.ok || !res.body) throw new Error(`status ${res.status}`);
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let pending = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      // SSE split by hand on purpose: this page is the floor, so it does the least work possible
      // (one `data:` line per event, as OpenAI-compatible servers send; the product uses a parser).
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') {
          void reader.cancel();
          return;
        }
        const event = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] };
        const content = event.choices?.[0]?.delta?.content;
        if (content) section.append(document.createTextNode(content));
      }
    }
  } finally {
    section.setAttribute('aria-busy', 'false');
  }
}
