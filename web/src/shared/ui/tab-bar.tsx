import { NavLink } from 'react-router-dom';
import { sharedCopy } from '@/shared/copy';
import { useCopy, useLocalizedPath } from '@/shared/i18n';
import type { NavItem } from '@/shared/navigation';
import './tab-bar.css';

/** Section tab bar (show, about, rental): links, the current one marked with aria-current. */
export function TabBar({ items, label }: { items: NavItem[]; label: string }) {
  const copy = useCopy(sharedCopy);
  const localized = useLocalizedPath();
  return (
    <nav className="tab-bar" aria-label={label}>
      <ul className="tab-bar__list">
        {items.map((item) => (
          <li key={item.to} className="tab-bar__item">
            <NavLink
              to={localized(item.to)}
              end
              className={({ isActive }) => `tab-bar__link${isActive ? ' is-active' : ''}`}
            >
              {item.label(copy)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
