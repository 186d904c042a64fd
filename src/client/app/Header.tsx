import logoUrl from '../assets/chef-logo.svg';
import { TEXT } from '../brand';

export function Header() {
  return (
    <header className="site-header">
      <img className="site-header__logo" src={logoUrl} alt={TEXT.logoAlt} width={64} height={64} />
      <h1 className="site-header__title">{TEXT.title}</h1>
    </header>
  );
}
