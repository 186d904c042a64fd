import { memo } from 'react';
import Markdown from 'react-markdown';
import remarkGfm, { type Options as GfmOptions } from 'remark-gfm';
import remend from 'remend';
import { headingLevels } from './heading-levels';
import { markdownComponents } from './markdown-components';
import { safeUrl } from './safe-url';
import { splitBlocks } from './split-blocks';

// Single tildes ("20~25 minutes") stay text rather than strikethrough.
const gfmOptions: GfmOptions = { singleTilde: false };
const remarkPlugins = [[remarkGfm, gfmOptions] as [typeof remarkGfm, GfmOptions]];

/** A finished block renders once, again only if a new heading level changes the outline. */
const Block = memo(function Block({ source, levels }: { source: string; levels: string }) {
  return (
    // Raw HTML from the model is dropped (never elements); unsafe addresses are emptied.
    <Markdown
      remarkPlugins={remarkPlugins}
      components={markdownComponents(levels)}
      urlTransform={safeUrl}
      skipHtml
    >
      {source}
    </Markdown>
  );
});

interface RecipeMarkdownProps {
  text: string;
  streaming: boolean;
}

/** `remend` closes the streaming block's half-typed markup, so broken syntax never flashes. */
export default function RecipeMarkdown({ text, streaming }: RecipeMarkdownProps) {
  const blocks = splitBlocks(text);
  const last = blocks.length - 1;
  // From the whole text, so every block shifts its headings alike (the top one becomes an h3).
  const levels = headingLevels(text);
  return (
    <>
      {blocks.map((block, index) => (
        <Block
          key={index}
          levels={levels}
          source={
            streaming && index === last
              ? remend(block, { linkMode: 'text-only', katex: false })
              : block
          }
        />
      ))}
    </>
  );
}
