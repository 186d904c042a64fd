import type { Ref } from 'react';
import { msg } from '@lingui/core/macro';
import logoUrl from '../assets/chef-logo.svg';
import { BRAND } from '../brand';
import { useSay } from '../lib/first-text';

/**
 * `menuSlot` holds the language menu, which the page's body puts there just after the first paint
 * (the first paint has no bytes to spare).
 */
export function Header({ menuSlot }: { menuSlot: Ref<HTMLDivElement> }) {
  const say = useSay();
  return (
    <header className="site-header">
      <img
        className="site-header__logo"
        src={logoUrl}
        alt={say(msg`chef-logo`)}
        width={64}
        height={64}
      />
      <h1 className="site-header__title">{BRAND}</h1>
      <div className="language-menu" ref={menuSlot} />
    </header>
  );
}
