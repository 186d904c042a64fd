import type { Components, ExtraProps } from 'react-markdown';
import type { ComponentPropsWithoutRef, JSX } from 'react';

type Props<T extends keyof JSX.IntrinsicElements> = ComponentPropsWithoutRef<T> & ExtraProps;

/** The recipe sits under an h2, so its headings start at h3 (h1 -> h3 ... capped at h6). */
function shifted(level: 3 | 4 | 5 | 6) {
  const Tag = `h${level}` as const;
  return function Heading({ node: _node, ...props }: Props<'h1'>) {
    return <Tag {...props} />;
  };
}

/**
 * Model output is untrusted: links open in a new tab with no referrer and no opener, so following
 * one never takes the visitor's list away; links whose address was refused are plain text; images
 * are never fetched (the page calls no other host), their description is shown instead.
 */
function Link({ node: _node, href, children, ...props }: Props<'a'>) {
  if (!href) return <span>{children}</span>;
  if (href.startsWith('#')) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" {...props}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function Image({ alt }: Props<'img'>) {
  const text = alt?.trim();
  return text ? <span className="markdown__image-alt">{text}</span> : null;
}

/** Wide tables scroll inside the recipe rather than widening the page on a phone. */
function Table({ node: _node, ...props }: Props<'table'>) {
  return (
    <div className="markdown__table">
      <table {...props} />
    </div>
  );
}

export const markdownComponents: Components = {
  table: Table,
  h1: shifted(3),
  h2: shifted(4),
  h3: shifted(5),
  h4: shifted(6),
  h5: shifted(6),
  h6: shifted(6),
  a: Link,
  img: Image,
};
