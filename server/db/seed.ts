import { hashPassword } from '../auth/passwords.ts';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from './db.ts';
import { one } from './db.ts';
import { queryableOf } from './raw.ts';
import { loadModules } from '../modules/index.ts';
import { insertBusiness } from './seed/business.ts';
import { expandMenuGrant, MENUS } from './seed/menus.ts';
import { BRAND_OPERATORS, DEPTS, GROUPS, ORGANISATIONS, ROLES } from './seed/organisations.ts';
import { CHANNELS, CONCEPTS, MERCHANT_FIELD_CONFIGS } from './seed/reference.ts';
import { DEMO_PASSWORD, PERSONAS } from './seed-personas.ts';

const SEEDED = 'seeded_at';
const userId = (phone: string) => PERSONAS.findIndex((persona) => persona.phone === phone) + 1;

async function insertOrganisations(tx: Queryable): Promise<void> {
  for (const o of ORGANISATIONS) {
    await tx.query(
      `INSERT INTO organisations (id, name, category, logo_url, main_color, minor_color, balance_cents, balance_warn_cents, balance_watch)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [o.id, o.name, o.category, o.logoUrl, o.colors?.[0] ?? null, o.colors?.[1] ?? null, o.balanceCents, o.warnCents, o.watch],
    );
  }
  const paths = new Map<number, { path: string; fullName: string }>();
  for (const [id, orgId, parentId, name] of DEPTS) {
    const parent = parentId === null ? null : paths.get(parentId);
    if (parentId !== null && !parent) throw new Error(`seed: department ${id} listed before its parent`);
    const path = `${parent?.path ?? '/'}${id}/`;
    const fullName = parent ? `${parent.fullName}/${name}` : name;
    paths.set(id, { path, fullName });
    await tx.query('INSERT INTO depts (id, org_id, parent_id, name, path, full_name, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      id, orgId, parentId, name, path, fullName, id,
    ]);
  }
  for (const [brand, operator] of BRAND_OPERATORS) {
    await tx.query('INSERT INTO brand_operators (brand_org_id, operator_org_id) VALUES ($1, $2)', [brand, operator]);
  }
}

async function insertStaff(tx: Queryable, passwordHashes: string[]): Promise<void> {
  for (const [index, p] of PERSONAS.entries()) {
    await tx.query('INSERT INTO users (id, phone, name, password_hash, activated, phone_hide) VALUES ($1, $2, $3, $4, $5, $6)', [
      index + 1, p.phone, p.name, passwordHashes[index], p.activated, p.phoneHide,
    ]);
  }
  for (const menu of MENUS) {
    await tx.query(
      'INSERT INTO menus (id, parent_id, category, title, route, component, type, icon, sort, meta) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
      [menu.id, menu.parentId, menu.category, menu.title, menu.route, menu.component, menu.type, menu.icon, menu.sort, JSON.stringify(menu.meta)],
    );
  }
  for (const role of ROLES) {
    await tx.query('INSERT INTO roles (id, code, name) VALUES ($1, $2, $3)', [role.id, role.code, role.name]);
    for (const view of role.views) await tx.query('INSERT INTO role_views (role_id, view_code) VALUES ($1, $2)', [role.id, view]);
    const menus = role.menus.length ? expandMenuGrant(role.menus) : MENUS.map((menu) => menu.id);
    for (const menu of menus) await tx.query('INSERT INTO role_menus (role_id, menu_id) VALUES ($1, $2)', [role.id, menu]);
  }
  for (const g of GROUPS) {
    await tx.query('INSERT INTO staff_groups (id, user_id, org_id, dept_id, status) VALUES ($1, $2, $3, $4, $5)', [
      g.id, userId(g.phone), g.orgId, g.deptId, g.status,
    ]);
    for (const role of g.roles) await tx.query('INSERT INTO group_roles (group_id, role_id) VALUES ($1, $2)', [g.id, role]);
    for (const [index, [field, isShow]] of g.config.entries()) {
      await tx.query('INSERT INTO group_configs (group_id, config_field, is_show, sort) VALUES ($1, $2, $3, $4)', [g.id, field, isShow, index]);
    }
  }
}

async function insertReference(tx: Queryable): Promise<void> {
  for (const [key, entries] of Object.entries(CONCEPTS)) {
    for (const [index, [code, name]] of entries.entries()) {
      await tx.query('INSERT INTO concepts (concept_key, code, name, lable, sort) VALUES ($1, $2, $3, $4, $5)', [key, code, name, name, index]);
    }
  }
  for (const [id, parentId, name] of CHANNELS) {
    await tx.query('INSERT INTO channels (id, parent_id, name, sort) VALUES ($1, $2, $3, $4)', [id, parentId, name, id]);
  }
  for (const [index, [deptId, field, isShow]] of MERCHANT_FIELD_CONFIGS.entries()) {
    await tx.query('INSERT INTO merchant_field_configs (dept_id, config_field, is_show, sort) VALUES ($1, $2, $3, $4)', [deptId, field, isShow, index]);
  }
}

/**
 * Loads the demo organisation once: the first start of an empty database. A marker row makes later starts (and
 * a second process racing this one, which waits on the advisory lock) skip it. Returns true when it seeded.
 */
export async function seedDemo(db: Db, clock: Clock): Promise<boolean> {
  if (await one(db, 'SELECT 1 FROM app_meta WHERE key = $1', [SEEDED])) return false;
  const passwordHashes = await Promise.all(PERSONAS.map(() => hashPassword(DEMO_PASSWORD)));
  const modules = await loadModules();
  return db.orm.transaction(async (orm) => {
    const tx = queryableOf(orm);
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('backroom.seed.' || current_schema()))`);
    if (await one(tx, 'SELECT 1 FROM app_meta WHERE key = $1', [SEEDED])) return false;
    const now = clock.now();
    await insertOrganisations(tx);
    await insertStaff(tx, passwordHashes);
    await insertReference(tx);
    for (const module of modules) await module.seed?.(orm, { now, clock, userId });
    await insertBusiness(tx, now, userId);
    await tx.query('INSERT INTO app_meta (key, value) VALUES ($1, $2)', [SEEDED, String(now)]);
    return true;
  });
}
