// <identity-switcher>: the 选择身份 dialog on its own (issue 4), for a partner page where the user already logged in.
//   <identity-switcher>        a 切换身份 button; clicking it adds `open`.
//   <identity-switcher open>   the dialog. Like <dialog open>, the element removes `open` when the dialog closes
//                              (after a switch, after 登出, or through its close button); a host may set or remove it.
// The session comes from the page's shared bus or the stored token; with no session the button shows disabled
// (title 请先登录), even under `open`, and the dialog opens once a session arrives. While no identity is current
// the dialog cannot be closed: choose one or log out.
// Events: backroom-identity-change { groupId, previousGroupId }; backroom-logout { reason: 'user' | 'expired' }.
import { defineElement, lazyComponent } from './base/index.ts';

export interface IdentitySwitcherProps {
  open: boolean;
}

export const identitySwitcher = defineElement<IdentitySwitcherProps>({
  tag: 'identity-switcher',
  component: lazyComponent(async () => (await import('./identity-switcher/IdentitySwitcherElement.tsx')).IdentitySwitcherElement),
  attributes: { open: 'boolean' },
  events: ['backroom-identity-change', 'backroom-logout', 'backroom-ready'],
});
