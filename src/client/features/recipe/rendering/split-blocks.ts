const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LIST_ITEM = /^ {0,3}([-+*]|\d{1,9}[.)])(\s|$)/;
// Reference definitions and footnotes are used from elsewhere in the text: keep it whole.
const DEFINITION = /^ {0,3}\[[^\]]+\]:/m;

function continuesPrevious(block: string, previous: string): boolean {
  const first = block.split('\n', 1)[0] ?? '';
  // Indented text continues a list item or an indented code block.
  if (/^[ \t]/.test(first)) return true;
  // A list item after a blank line belongs to the same (loose) list.
  if (LIST_ITEM.test(first)) return previous.split('\n').some((line) => LIST_ITEM.test(line));
  return false;
}

/** Only where the whole text would break too: what might span a blank line stays together. */
export function splitBlocks(markdown: string): string[] {
  if (DEFINITION.test(markdown)) return [markdown];
  const lines = markdown.split('\n');
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: { char: string; length: number } | null = null;
  let blankSeen = false;

  const close = () => {
    if (current.length === 0) return;
    const block = current.join('\n');
    const previous = blocks[blocks.length - 1];
    if (previous !== undefined && continuesPrevious(block, previous)) {
      blocks[blocks.length - 1] = `${previous}\n\n${block}`;
    } else {
      blocks.push(block);
    }
    current = [];
  };

  for (const line of lines) {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      current.push(line);
      if (marker && marker[0] === fence.char && marker.length >= fence.length) fence = null;
      continue;
    }
    if (line.trim() === '') {
      blankSeen = true;
      continue;
    }
    if (blankSeen) {
      close();
      blankSeen = false;
    }
    current.push(line);
    if (marker) fence = { char: marker[0] as string, length: marker.length };
  }
  close();
  return blocks;
}
