import { NavLink } from 'react-router-dom';
import type { NavItem } from '@/shared/navigation';
import './tab-bar.css';

/** Section tab bar (show, about, rental): links, the current one marked with aria-current. */
export function TabBar({ items, label }: { items: NavItem[]; label: string }) {
  return (
    <nav className="tab-bar" aria-label={label}>
      <ul className="tab-bar__list">
        {items.map((item) => (
          <li key={item.to} className="tab-bar__item">
            <NavLink to={item.to} end className={({ isActive }) => `tab-bar__link${isActive ? ' is-active' : ''}`}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
