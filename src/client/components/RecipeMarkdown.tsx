import { memo } from 'react';
import Markdown from 'react-markdown';
import remarkGfm, { type Options as GfmOptions } from 'remark-gfm';
import remend from 'remend';
import { markdownComponents } from '../markdown/markdown-components';
import { safeUrl } from '../markdown/safe-url';
import { splitBlocks } from '../markdown/split-blocks';

// Single tildes ("20~25 minutes") stay text rather than strikethrough.
const gfmOptions: GfmOptions = { singleTilde: false };
const remarkPlugins = [[remarkGfm, gfmOptions] as [typeof remarkGfm, GfmOptions]];

/** One finished block of the recipe: memoised, so it renders once however long the stream runs. */
const Block = memo(function Block({ source }: { source: string }) {
  return (
    // Raw HTML from the model is dropped (never elements); unsafe addresses are emptied.
    <Markdown
      remarkPlugins={remarkPlugins}
      components={markdownComponents}
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

/**
 * The recipe as GitHub-flavoured markdown. While it streams, only the last block re-renders, and
 * `remend` closes its half-typed markup (`**bold`, `[link](`) so broken syntax never flashes.
 */
export default function RecipeMarkdown({ text, streaming }: RecipeMarkdownProps) {
  const blocks = splitBlocks(text);
  const last = blocks.length - 1;
  return (
    <>
      {blocks.map((block, index) => (
        <Block
          key={index}
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
