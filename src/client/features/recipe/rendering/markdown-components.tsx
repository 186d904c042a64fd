import { t } from '@lingui/core/macro';
import type { Components, ExtraProps } from 'react-markdown';
import type { ComponentPropsWithoutRef, JSX } from 'react';
import { pageLevel } from './heading-levels';

type Props<T extends keyof JSX.IntrinsicElements> = ComponentPropsWithoutRef<T> & ExtraProps;

/** The recipe sits under an h2 ("Pantry Chef Recommends:"), so its outline starts at h3. */
const RECIPE_TOP_LEVEL = 3;

function headingAt(level: number) {
  const Tag = `h${Math.min(6, Math.max(1, level))}` as 'h3';
  return function Heading({ node: _node, ...props }: Props<'h1'>) {
    return <Tag {...props} />;
  };
}

/**
 * Model output is untrusted: links open in a new tab with no referrer or opener, so the list is
 * never lost; refused addresses are plain text; images are never fetched (no other host is called).
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
      {/* The global i18n, not <Trans>: the renderer is also warmed up alone, with no provider. */}
      <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
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

const byLevels = new Map<string, Components>();

/** One object per set of levels, kept, so a memoised block does not render again. */
export function markdownComponents(levels: string): Components {
  let components = byLevels.get(levels);
  if (!components) {
    const heading = (model: number) => headingAt(pageLevel(model, levels, RECIPE_TOP_LEVEL));
    components = {
      table: Table,
      h1: heading(1),
      h2: heading(2),
      h3: heading(3),
      h4: heading(4),
      h5: heading(5),
      h6: heading(6),
      a: Link,
      img: Image,
    };
    byLevels.set(levels, components);
  }
  return components;
}
