import { type KeyboardEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LockBadge } from '@/client/components/lock-notice';
import { useLocale } from '@/client/lib/use-locale';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { formatNumber } from '@/shared/format/number';
import { type Activity, type TreeNode, visibleNodes } from './activity-tree-model';

export interface ActivityTreeProps {
  roots: TreeNode[];
  /** The activity the toolbar acts on. */
  selectedId?: string;
  onSelect: (activity: Activity) => void;
  /** Enter on an activity: open it to edit (or read). */
  onOpen: (activity: Activity) => void;
  label: string;
}

/**
 * A palika's activities as an ARIA tree, a flat list whose items say their level and place
 * (each item holds only its own line, so its name is what it shows): one Tab stop (the selected activity), Up and Down move,
 * Right opens a branch or goes into it, Left closes it or goes to its parent, Home and End go to
 * the first and last, Enter opens the activity. The actions stand in a toolbar outside the tree.
 */
export function ActivityTree({ roots, selectedId, onSelect, onOpen, label }: ActivityTreeProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const items = useRef(new Map<string, HTMLLIElement>());
  const shown = visibleNodes(roots, collapsed);
  const current = shown.find((n) => n.activity._id === selectedId) ?? shown[0];
  const go = (node: TreeNode | undefined) => {
    if (!node) return;
    onSelect(node.activity);
    items.current.get(node.activity._id)?.focus();
  };
  const toggle = (id: string, open: boolean) => {
    const next = new Set(collapsed);
    if (open) next.delete(id);
    else next.add(id);
    setCollapsed(next);
  };
  const onKeyDown = (event: KeyboardEvent, node: TreeNode) => {
    const at = shown.indexOf(node);
    const id = node.activity._id;
    const open = node.children.length > 0 && !collapsed.has(id);
    const parent = shown.find((n) => n.activity._id === node.activity.parentId);
    const moves: Record<string, () => void> = {
      ArrowDown: () => go(shown[at + 1]),
      ArrowUp: () => go(shown[at - 1]),
      Home: () => go(shown[0]),
      End: () => go(shown[shown.length - 1]),
      ArrowRight: () =>
        node.children.length === 0 ? undefined : open ? go(node.children[0]) : toggle(id, true),
      ArrowLeft: () => (open ? toggle(id, false) : go(parent)),
      Enter: () => onOpen(node.activity),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };
  const nameOf = (a: Activity) => (locale === 'np' ? a.nameNe : (a.nameEn ?? a.nameNe));
  const n = (value: number) => formatNumber(value, locale);

  /** Where a node stands among its siblings, which a flat list says with aria-posinset. */
  const siblingsOf = (node: TreeNode) =>
    node.activity.parentId
      ? (shown.find((n) => n.activity._id === node.activity.parentId)?.children ?? [node])
      : roots;

  const render = () =>
    shown.map((node) => {
      const a = node.activity;
      const siblings = siblingsOf(node);
      const branch = node.children.length > 0;
      const open = branch && !collapsed.has(a._id);
      const selected = current?.activity._id === a._id;
      return (
        <li
          key={a._id}
          ref={(element) => {
            if (element) items.current.set(a._id, element);
            else items.current.delete(a._id);
          }}
          role="treeitem"
          aria-level={a.level}
          aria-setsize={siblings.length}
          aria-posinset={siblings.indexOf(node) + 1}
          aria-expanded={branch ? open : undefined}
          aria-selected={selected}
          tabIndex={selected ? 0 : -1}
          onKeyDown={(event) => onKeyDown(event, node)}
          onClick={() => go(node)}
          onDoubleClick={() => onOpen(a)}
          style={{ marginLeft: `${(a.level - 1) * 1.5}rem` }}
          className={`flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded px-2 py-1 outline-offset-2 ${selected ? 'bg-primary/10 ring-1 ring-primary' : 'hover:bg-gray-50'} ${a.level > 1 ? 'border-l border-gray-300' : ''}`}
        >
          <span aria-hidden className="w-4 text-gray-700">
            {branch ? (open ? '▾' : '▸') : ''}
          </span>
          <span className="font-mono text-sm text-gray-800">{a.code}</span>
          <span className="font-medium text-gray-900">{nameOf(a)}</span>
          {a.budgetNpr !== null && (
            <span className="text-sm text-gray-800">
              <FormattedMessage id="activity.tree.budget" values={{ amount: n(a.budgetNpr) }} />
            </span>
          )}
          {a.plannedStart && (
            <span className="text-sm text-gray-700">
              {formatBsDate(a.plannedStart, locale)}
              {a.plannedEnd ? ` – ${formatBsDate(a.plannedEnd, locale)}` : ''}
            </span>
          )}
          <span className="rounded bg-gray-100 px-2 text-xs text-gray-800">
            {intl.formatMessage({ id: `enum.activityStatus.${a.status}` })}
          </span>
          {a.periodLock && <LockBadge state={a.periodLock.state} />}
          {a.overBudget && (
            <span className="rounded bg-amber-100 px-2 text-xs font-semibold text-amber-900">
              <FormattedMessage
                id="activity.tree.overBudget"
                values={{ amount: n(a.childBudget ?? 0) }}
              />
            </span>
          )}
        </li>
      );
    });

  return (
    <ul role="tree" aria-label={label} className="flex flex-col gap-1">
      {render()}
    </ul>
  );
}
