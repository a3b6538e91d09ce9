import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { LangNavLink } from '@/components/LangLink/LangLink';
import { useT } from '@/i18n/i18n-context';
import { cx } from '@/lib/class-names';
import type { NavLinkItem } from './nav-items';

interface NavDropdownProps {
  label: string;
  items: readonly NavLinkItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A link was followed: the header closes its menus. */
  onNavigate: () => void;
  /** A last entry that is an action, not a page (Log Out). */
  action?: { label: string; onSelect: () => void };
}

type FocusTarget = 'first' | 'last' | null;

function entriesOf(list: HTMLUListElement | null): HTMLElement[] {
  return [...(list?.querySelectorAll<HTMLElement>('a, button') ?? [])];
}

/**
 * A disclosure menu of links (the WAI-ARIA pattern for site navigation): Enter, Space or a click
 * toggles it; ArrowDown/ArrowUp open it and move through the entries; Home/End jump; Escape
 * closes it and returns to its button; leaving it with Tab closes it.
 */
export function NavDropdown({ label, items, open, onOpenChange, onNavigate, action }: NavDropdownProps) {
  const t = useT();
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<FocusTarget>(null);

  // Focus an entry once the list is shown (it is hidden, and unfocusable, until then).
  useEffect(() => {
    if (!open || pendingFocus.current === null) return;
    const all = entriesOf(list.current);
    (pendingFocus.current === 'first' ? all[0] : all[all.length - 1])?.focus();
    pendingFocus.current = null;
  }, [open]);

  const openWithFocus = (target: FocusTarget) => {
    if (open) {
      const all = entriesOf(list.current);
      (target === 'first' ? all[0] : all[all.length - 1])?.focus();
      return;
    }
    pendingFocus.current = target;
    onOpenChange(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openWithFocus('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWithFocus('last');
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const all = entriesOf(list.current);
    const index = all.findIndex((entry) => entry === document.activeElement);
    const moves: Record<string, number | undefined> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: all.length - 1,
    };
    const move = moves[event.key];
    if (move === undefined || all.length === 0) return;
    event.preventDefault();
    all[(move + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onOpenChange(false);
      button.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
  };

  return (
    <div className={cx('nav-dropdown', open && 'nav-dropdown--open')} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="nav-dropdown__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          onOpenChange(!open);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span className="nav-dropdown__caret" aria-hidden="true" />
      </button>
      <ul ref={list} id={listId} className="nav-dropdown__list" hidden={!open} onKeyDown={onListKeyDown}>
        {items.map((item) => (
          <li key={item.to}>
            <LangNavLink to={item.to} className="nav-dropdown__link" onClick={onNavigate}>
              {t(item.labelKey)}
            </LangNavLink>
          </li>
        ))}
        {action && (
          <li>
            <button
              type="button"
              className="nav-dropdown__link"
              onClick={() => {
                onNavigate();
                action.onSelect();
              }}
            >
              {action.label}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
