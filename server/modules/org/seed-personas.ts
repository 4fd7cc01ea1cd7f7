/** The demo accounts of the seed (issue 3), printed by main.ts and copied into the README. */
export const DEMO_PASSWORD = 'Backroom#2026';

export interface Persona {
  phone: string;
  name: string;
  /** Role and organisation, in short. */
  role: string;
  /** What logging in with it demonstrates. */
  shows: string;
  activated: boolean;
  phoneHide: boolean;
}

export const PERSONAS: readonly Persona[] = [
  {
    phone: '13800000001', name: '王建国', role: '8 identities (operator ×3 incl. one disabled, brand owner, supplier, other operator org; platform and producer hidden)',
    shows: 'no current identity: the 选择身份 dialog opens; identity filter (>5); disabled identity; deep department paths', activated: true, phoneHide: false,
  },
  {
    phone: '13800000002', name: '李秀英', role: 'operator finance staff (finance:btn), 速达便利运营',
    shows: 'organisation on the balance watch list with a low balance: 账户余额通知 dialog and banner', activated: true, phoneHide: false,
  },
  {
    phone: '13800000003', name: '张伟', role: 'platform staff (category 1)',
    shows: 'the newer-platform notice; platform-only menus (showMenuOrigIds)', activated: true, phoneHide: false,
  },
  {
    phone: '13800000004', name: '刘洋', role: 'producer staff (category 4)',
    shows: 'the newer-platform notice for producers', activated: true, phoneHide: false,
  },
  {
    phone: '13800000005', name: '陈静', role: 'convenienceStoreManager, 鲜食优选 便利店事业部',
    shows: 'redirect to the detail of the most recently updated shop (4 shops)', activated: true, phoneHide: false,
  },
  {
    phone: '13800000006', name: '杨帆', role: 'convenienceAdmin, 鲜食优选 便利店事业部',
    shows: 'redirect to the convenience store home', activated: true, phoneHide: false,
  },
  {
    phone: '13800000007', name: '赵敏', role: 'admin (*:*:* and help:view), 鲜食优选 root department',
    shows: 'every menu and button, the help-centre icon, notifications and the latest announcement', activated: true, phoneHide: false,
  },
  {
    phone: '13800000008', name: '黄磊', role: 'brand owner (category 2), 清泉饮品集团, one identity',
    shows: 'brand wording; brand/operator tree; phone masked (phoneHide)', activated: true, phoneHide: true,
  },
  {
    phone: '13800000009', name: '周婷', role: 'account not activated',
    shows: 'login refused with 8403 (账号未激活)', activated: false, phoneHide: false,
  },
  {
    phone: '13800000010', name: '吴强', role: 'account without any group',
    shows: 'login refused with 8404 (账号未绑定组织)', activated: true, phoneHide: false,
  },
  {
    phone: '13900000001', name: '孙丽', role: 'operator of a second, unrelated organisation (北方智能零售运营)',
    shows: 'tenant isolation: sees nothing of 鲜食优选', activated: true, phoneHide: false,
  },
];

/** The user id of a persona: its place in PERSONAS, from 1 (the seed inserts them so). */
export function userIdOf(phone: string): number {
  return PERSONAS.findIndex((persona) => persona.phone === phone) + 1;
}

/** The persona table as aligned text lines. */
export function personaTable(): string[] {
  const lines = [`Demo accounts (password ${DEMO_PASSWORD}):`];
  for (const persona of PERSONAS) lines.push(`  ${persona.phone}  ${persona.name}  ${persona.role} — ${persona.shows}`);
  return lines;
}
