import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/core/contract/index.ts';
import { createHarness, tokenFor, type Harness } from './harness.ts';
import { sendLoginSms, staffLogin, staffLogout, switchStaffGroup } from '../../src/core/contract/api/auth.ts';
import { currentStaffGroups, currentStaffViews } from '../../src/core/contract/api/staff.ts';
import { merchantFieldConfig } from '../../src/core/contract/api/reference.ts';
import { abnormalOrderPage } from '../../src/core/contract/api/orders.ts';
import { amountOwingNotify } from '../../src/core/contract/api/accounts.ts';
import { notificationPage } from '../../src/core/contract/api/notifications.ts';
import { convenienceShopPage } from '../../src/core/contract/api/convenience.ts';

/** Bad input gets status 400 (or the spec's own code) with a message naming the problem; never 500, never a stack. */
let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  token = await tokenFor(h.app, '13800000007');
});
afterAll(() => h.close());

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: string;
  contentType?: string;
  auth?: boolean;
  headers?: Record<string, string>;
  http: number;
  status: number;
  /** Text the message must contain (the field or the problem). */
  names: string;
}

const json = 'application/json';
const login = staffLogin.path;
const big = JSON.stringify({ phone: '13800000001', password: 'x'.repeat(200_000) });
const deep = `{"phone":"13800000001","password":${'['.repeat(5000)}${']'.repeat(5000)}}`;

const CASES: Case[] = [
  { name: 'malformed JSON', method: 'POST', url: login, body: '{"phone": "138', contentType: json, http: 400, status: 400, names: 'JSON' },
  { name: 'JSON with a trailing comma', method: 'POST', url: login, body: '{"phone":"13800000001",}', contentType: json, http: 400, status: 400, names: 'JSON' },
  { name: 'phone as a number', method: 'POST', url: login, body: '{"phone":13800000001,"password":"x"}', contentType: json, http: 400, status: 400, names: 'body/phone' },
  { name: 'phone with letters', method: 'POST', url: login, body: '{"phone":"1380000abc1","password":"x"}', contentType: json, http: 400, status: 400, names: 'body/phone' },
  { name: 'phone too long', method: 'POST', url: login, body: '{"phone":"138000000011","password":"x"}', contentType: json, http: 400, status: 400, names: 'body/phone' },
  { name: 'password as an object', method: 'POST', url: login, body: '{"phone":"13800000001","password":{"$ne":1}}', contentType: json, http: 400, status: 400, names: 'body/password' },
  { name: 'empty password', method: 'POST', url: login, body: '{"phone":"13800000001","password":""}', contentType: json, http: 400, status: 400, names: 'body/password' },
  { name: 'SMS code of 5 digits', method: 'POST', url: login, body: '{"phone":"13800000001","smsCode":"12345"}', contentType: json, http: 400, status: 400, names: 'body/smsCode' },
  { name: 'missing phone', method: 'POST', url: login, body: '{"password":"x"}', contentType: json, http: 400, status: 400, names: 'phone' },
  { name: 'extra field', method: 'POST', url: login, body: '{"phone":"13800000001","password":"x","isAdmin":true}', contentType: json, http: 400, status: 400, names: 'isAdmin' },
  { name: 'prototype pollution', method: 'POST', url: login, body: '{"phone":"13800000001","password":"x","__proto__":{"admin":true}}', contentType: json, http: 400, status: 400, names: '' },
  { name: 'an array body', method: 'POST', url: login, body: '[1,2]', contentType: json, http: 400, status: 400, names: 'body' },
  { name: 'a string body', method: 'POST', url: login, body: '"13800000001"', contentType: json, http: 400, status: 400, names: 'body' },
  { name: 'null body', method: 'POST', url: login, body: 'null', contentType: json, http: 400, status: 400, names: 'body' },
  { name: 'no body', method: 'POST', url: login, http: 400, status: 400, names: 'body' },
  { name: 'form-encoded body', method: 'POST', url: login, body: 'phone=13800000001', contentType: 'application/x-www-form-urlencoded', http: 415, status: 400, names: 'Content-Type' },
  { name: 'huge body', method: 'POST', url: login, body: big, contentType: json, http: 413, status: 400, names: 'too large' },
  { name: 'deeply nested body', method: 'POST', url: login, body: deep, contentType: json, http: 400, status: 400, names: 'body/password' },
  { name: 'SMS for a non-phone', method: 'POST', url: `${sendLoginSms.path}?phoneNum=abc`, http: 400, status: 400, names: 'querystring/phoneNum' },
  { name: 'SMS without phone', method: 'POST', url: sendLoginSms.path, http: 400, status: 400, names: 'phoneNum' },
  { name: 'SMS with two phones', method: 'POST', url: `${sendLoginSms.path}?phoneNum=13800000001&phoneNum=13800000002`, http: 400, status: 400, names: 'phoneNum' },
  { name: 'non-numeric shop id', method: 'GET', url: '/api/convenience/shop/abc', auth: true, http: 400, status: 400, names: 'params/id' },
  { name: 'the text undefined as an id', method: 'GET', url: '/api/convenience/shop/undefined', auth: true, http: 400, status: 400, names: 'params/id' },
  { name: 'shop id beyond int4', method: 'GET', url: '/api/convenience/shop/2147483648', auth: true, http: 400, status: 400, names: 'params/id' },
  { name: 'negative notification id', method: 'PUT', url: '/api/system/notification/handle/-3', auth: true, http: 400, status: 400, names: 'params/id' },
  { name: 'fractional dept id', method: 'GET', url: `${merchantFieldConfig.path}?deptId=2.5`, auth: true, http: 400, status: 400, names: 'querystring/deptId' },
  { name: 'non-numeric groupId', method: 'POST', url: `${switchStaffGroup.path}?groupId=abc`, auth: true, http: 400, status: 400, names: 'querystring/groupId' },
  { name: 'unknown groupId (the spec\'s own code)', method: 'POST', url: `${switchStaffGroup.path}?groupId=999999`, auth: true, http: 200, status: Code.GROUP_UNAVAILABLE, names: '身份' },
  { name: 'missing groupId', method: 'POST', url: switchStaffGroup.path, auth: true, http: 400, status: 400, names: 'groupId' },
  { name: 'missing endTime', method: 'GET', url: `${amountOwingNotify.path}?startTime=1`, auth: true, http: 400, status: 400, names: 'endTime' },
  { name: 'time as a date string', method: 'GET', url: `${amountOwingNotify.path}?startTime=2026-01-01&endTime=1`, auth: true, http: 400, status: 400, names: 'querystring/startTime' },
  { name: 'page 0', method: 'GET', url: `${notificationPage.path}?page=0`, auth: true, http: 400, status: 400, names: 'querystring/page' },
  { name: 'limit above 99999', method: 'GET', url: `${convenienceShopPage.path}?limit=100000`, auth: true, http: 400, status: 400, names: 'querystring/limit' },
  { name: 'handled=maybe', method: 'GET', url: `${notificationPage.path}?handled=maybe`, auth: true, http: 400, status: 400, names: 'querystring/handled' },
  { name: 'concept key with a slash', method: 'GET', url: '/api/system/concept/a%2Fb/concepts', auth: true, http: 400, status: 400, names: 'params/key' },
  { name: 'concept key too long', method: 'GET', url: `/api/system/concept/${'k'.repeat(65)}/concepts`, auth: true, http: 400, status: 400, names: 'params/key' },
  { name: 'country header too long', method: 'GET', url: currentStaffGroups.path, headers: { country: 'C'.repeat(17) }, auth: true, http: 400, status: 400, names: 'headers/country' },
  { name: 'country and Client headers accepted', method: 'GET', url: currentStaffGroups.path, headers: { country: 'CN', Client: 'web' }, auth: true, http: 200, status: 200, names: '' },
  { name: 'a NUL character in a query value', method: 'GET', url: `${abnormalOrderPage.path}?keyword=%00`, auth: true, http: 400, status: 400, names: 'querystring/keyword' },
  { name: 'a NUL character in a body value', method: 'POST', url: login, body: '{"phone":"13800000001","password":"a\\u0000b"}', contentType: json, http: 400, status: 400, names: 'body/password' },
  { name: 'unknown /api path', method: 'GET', url: '/api/system/nothing/here', http: 404, status: 404, names: '/api/system/nothing/here' },
];

describe('bad input', () => {
  it.each(CASES)('$name → HTTP $http, status $status', async (c) => {
    const headers: Record<string, string> = { ...c.headers };
    if (c.contentType) headers['content-type'] = c.contentType;
    if (c.auth) headers.authorization = `Bearer ${token}`;
    const reply = await h.app.inject({ method: c.method, url: c.url, payload: c.body, headers });
    expect(reply.statusCode).toBe(c.http);
    const body = reply.json() as { status: number; msg: string; data: unknown };
    expect(body.status).toBe(c.status);
    expect(body.msg).toContain(c.names);
    if (c.status !== 200) expect(body.data).toBeNull();
    expect(reply.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  });

  it('a token is checked before the input: a bad body without a token is 401', async () => {
    const reply = await h.app.inject({ method: 'GET', url: '/api/convenience/shop/abc' });
    expect(reply.statusCode).toBe(401);
  });

  it('unknown query parameters are ignored', async () => {
    const reply = await h.app.inject({ url: `${currentStaffViews.path}?_t=123&foo=bar`, headers: { authorization: `Bearer ${token}` } });
    expect(reply.json()).toMatchObject({ status: 200 });
  });

  it('an empty JSON body on a bodiless POST reads as no body', async () => {
    const reply = await h.app.inject({ method: 'POST', url: staffLogout.path, headers: { 'content-type': json }, payload: '' });
    expect(reply.json()).toMatchObject({ status: 200 });
  });
});
