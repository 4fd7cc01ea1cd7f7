// The user dropdown (spec §2): name (phone masked under phoneHide), the identities list, extra links, 退出登录.
import { useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Button, Dropdown } from '@douyinfe/semi-ui';
import { IconChevronDown, IconExit, IconUser } from '@douyinfe/semi-icons';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../../core/contract/api/staff.ts';
import { maskPhone } from '../../core/rules/index.ts';
import { tabbables } from '../../ui/a11y/index.ts';
import { useElementHost } from '../../ui/providers/index.ts';
import type { UserLink } from '../types.ts';

export interface UserMenuProps {
  staff: UserData;
  links: readonly UserLink[];
  /** The identity feature's list; it calls back after a switch. */
  identityMenu(close: () => void): ReactNode;
  /** Fetches the identity list's code: the menu opens once it is there (ShellSlots.preloadIdentityMenu). */
  prepareIdentityMenu?(): Promise<unknown>;
  onLink(link: UserLink): void;
  onLogout(): void;
}

export function UserMenu({ staff, links, identityMenu, prepareIdentityMenu, onLink, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  const { popupContainer } = useElementHost();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  // The menu opens once the identity list's code is there (fetched when the pointer or the focus reaches the
  // trigger), with the list in it: a list arriving after the panel showed pushed 退出登录 down under a pointer on its
  // way to it (seen as an end-to-end test's 退出登录 that never logged out). So the trigger is ours (Semi's "click"
  // trigger shows the panel at once, whatever `visible` says), aria-busy while it waits (Semi's `loading` would mount a
  // new button and lose the focus). A failed fetch opens it anyway, the list asking for its code again as it renders.
  const [opening, setOpening] = useState(false);
  const [identitiesReady, setIdentitiesReady] = useState(!prepareIdentityMenu);
  const prepare = () => prepareIdentityMenu?.().catch(() => undefined);
  const openMenu = () => {
    const ready = prepare();
    if (!ready) return setOpen(true);
    setOpening(true);
    void ready.then(() => {
      setIdentitiesReady(true);
      setOpening(false);
      setOpen(true);
    });
  };
  const phone = maskPhone(staff.phone, staff.phoneHide);

  const panelItems = () => [...popupContainer.querySelectorAll<HTMLElement>('.backroom-user-menu')].flatMap((panel) => tabbables(panel));
  const menuItems = () => [...popupContainer.querySelectorAll<HTMLElement>('.backroom-user-menu [role="menuitem"]:not([aria-disabled="true"])')];
  const trigger = () => (popupContainer.getRootNode() as ParentNode).querySelector<HTMLElement>('.backroom-user-trigger');

  // Semi moves focus into the menu with document.getElementById, which cannot see into our shadow root: the arrow
  // keys do it here, and Tab moves on into the open panel (the identities' 切换 buttons come first), which renders
  // at the end of the shadow root. Enter and Space are left to Semi (one click), never also to the button's own
  // activation.
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    // Esc on the trigger closes the open menu (Semi does this only for its own triggers).
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      return;
    }
    if (event.key === 'Tab' && !event.shiftKey && open) {
      // While the identities are still loading the panel holds only menu items (out of the Tab order): the first.
      const first = panelItems()[0] ?? menuItems()[0];
      if (!first) return;
      event.preventDefault();
      first.tabIndex = 0;
      first.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) {
      openMenu();
      return;
    }
    const items = menuItems();
    const item = event.key === 'ArrowDown' ? items[0] : items[items.length - 1];
    if (!item) return;
    item.tabIndex = 0;
    item.focus();
  };

  // Inside the panel: Esc closes it and gives focus back to the trigger; Tab past either end does the same. Taken
  // before Semi's menu sees it: with our own trigger its Esc looks the trigger up in the page's document (null in the
  // shadow root) and throws.
  const onPanelKeyDown = (event: KeyboardEvent) => {
    const items = panelItems();
    const leaving = event.key === 'Tab' && ((!event.shiftKey && event.target === items[items.length - 1]) || (event.shiftKey && event.target === items[0]));
    if (event.key !== 'Escape' && !leaving) return;
    event.preventDefault();
    event.stopPropagation();
    close();
    trigger()?.focus();
  };

  // The name, the identities (buttons in a group) and then the menu of links and 退出登录: a menu holds only menu
  // items (WCAG 4.1.2), so the identities sit beside it, not in it.
  const menu = (
    <div className="backroom-user-menu" onKeyDownCapture={onPanelKeyDown}>
      <Dropdown.Title>
        <span className="backroom-user-name">{staff.name}</span>
        {phone && <span className="backroom-user-phone">{phone}</span>}
      </Dropdown.Title>
      <div className="backroom-user-identities">{identitiesReady && identityMenu(close)}</div>
      <Dropdown.Divider />
      <Dropdown.Menu>
        {links.map((link) => (
          <Dropdown.Item
            key={`${link.text}-${link.href}`}
            onClick={() => {
              close();
              onLink(link);
            }}
          >
            {link.text}
          </Dropdown.Item>
        ))}
        {links.length > 0 && <Dropdown.Divider />}
        <Dropdown.Item
          icon={<IconExit />}
          onClick={() => {
            close();
            onLogout();
          }}
        >
          {t('messages.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </div>
  );

  return (
    <Dropdown
      trigger="custom"
      position="bottomRight"
      visible={open}
      onVisibleChange={(visible: boolean) => {
        if (!visible) close();
      }}
      onClickOutSide={close}
      render={menu}
    >
      {/* Semi marks its direct child with aria-haspopup / aria-expanded, and its Enter and Space click the button. */}
      <Button
        className="backroom-user-trigger"
        theme="borderless"
        type="tertiary"
        icon={<IconUser />}
        aria-busy={opening || undefined}
        onKeyDown={onTriggerKeyDown}
        onClick={() => (open ? close() : openMenu())}
        onPointerEnter={() => void prepare()}
        onFocus={() => void prepare()}
      >
        <span className="backroom-user-trigger-name">{staff.name}</span>
        <IconChevronDown size="small" />
      </Button>
    </Dropdown>
  );
}
