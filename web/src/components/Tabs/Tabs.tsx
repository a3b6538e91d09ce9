import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { overflowEdges, scrollLeftToReveal, type OverflowEdges } from './tab-scroll';
import './Tabs.css';

/** How far a revealed tab stays from the list's edge: about the width of the edge's fade. */
const revealMargin = 32;

const canObserve = typeof ResizeObserver !== 'undefined';

/** Scrolls the list sideways, and only sideways, until the tab is in view clear of the fades. */
function reveal(list: HTMLElement, tab: HTMLElement) {
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  const start = tabBox.left - listBox.left + list.scrollLeft;
  list.scrollLeft = scrollLeftToReveal(start, start + tabBox.width, list.scrollLeft, list.clientWidth, revealMargin);
}

/**
 * Which ends of the list hide tabs, followed as it scrolls or resizes: phones show a fade and an
 * arrow there, so a cut-off row of tabs reads as one that scrolls.
 */
function useOverflowEdges(list: HTMLElement | null): OverflowEdges {
  const [edges, setEdges] = useState<OverflowEdges>({ start: false, end: false });
  useEffect(() => {
    if (!list) return;
    const measure = () => {
      const next = overflowEdges(list.scrollLeft, list.scrollWidth, list.clientWidth);
      setEdges((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const observer = canObserve ? new ResizeObserver(measure) : undefined;
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [list]);
  return edges;
}

export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

interface TabsProps {
  tabs: readonly TabItem[];
  /** Controlled: screens with URL tabs pass the tab from the route and navigate in `onSelect`. */
  selectedId: string;
  onSelect: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Content of the selected tab's panel. */
  children?: ReactNode;
  /**
   * `automatic`: arrow keys select as they move (cheap panels). `manual`: arrows only move focus,
   * Enter or Space selects — for tabs whose selection loads data.
   */
  activation?: 'automatic' | 'manual';
  className?: string;
}

/** WAI-ARIA tabs: one tab in the Tab order (roving tabindex), arrows, Home and End move. */
export function Tabs({
  tabs,
  selectedId,
  onSelect,
  label,
  children,
  activation = 'automatic',
  className,
}: TabsProps) {
  const base = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const edges = useOverflowEdges(list);
  const enabled = tabs.filter((tab) => !tab.disabled);
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;
  // Whatever the URL says, one tab must stay reachable with Tab.
  const focusableId = enabled.some((tab) => tab.id === selectedId) ? selectedId : enabled[0]?.id;

  // A tab chosen by the URL (a shared link to the last tab) is scrolled into view on a phone.
  useEffect(() => {
    const selected = buttons.current.get(selectedId);
    if (list && selected) reveal(list, selected);
  }, [list, selectedId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = [...buttons.current].find(([, element]) => element === document.activeElement);
    const current = enabled.findIndex((tab) => tab.id === (focused?.[0] ?? selectedId));
    const moves: Record<string, number | undefined> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: enabled.length - 1,
    };
    const move = moves[event.key];
    if (move === undefined || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[(move + enabled.length) % enabled.length];
    if (!next) return;
    buttons.current.get(next.id)?.focus();
    if (activation === 'automatic') onSelect(next.id);
  };

  return (
    <div className={cx('tabs', className)}>
      <div
        className={cx('tabs__scroller', edges.start && 'tabs__scroller--more-start', edges.end && 'tabs__scroller--more-end')}
      >
        <div ref={setList} role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
          {tabs.map((tab) => {
            const selected = tab.id === selectedId;
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  if (element) buttons.current.set(tab.id, element);
                  else buttons.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={tabId(tab.id)}
                aria-selected={selected}
                aria-controls={selected ? panelId : undefined}
                tabIndex={tab.id === focusableId ? 0 : -1}
                disabled={tab.disabled}
                className={cx('tabs__tab', selected && 'tabs__tab--selected')}
                onClick={() => {
                  onSelect(tab.id);
                }}
                onFocus={(event) => {
                  // Arrow keys and Tab can land on a tab hidden under the fade.
                  if (list) reveal(list, event.currentTarget);
                }}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selectedId)}
        tabIndex={0}
        className="tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
