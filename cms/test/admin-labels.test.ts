import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { request } from './helpers/http';
import { COMPONENT_LABELS, TECHNICAL_FIELD_LABELS } from '../src/bootstrap/admin-labels';
import { ENUM_FIELD_LABELS, enumValueMessages } from '../src/shared/enum-labels';

/**
 * What the admin panel shows staff in Korean: the enum words the admin build carries, and the
 * labels the cms writes into the content manager's configuration on every start.
 */

const srcDir = path.resolve(__dirname, '../src');
const hangul = /[\uac00-\ud7a3]/;

type Attribute = { type: string; enum?: string[] };

/** Every schema (content types and components) with its uid as the admin panel names it. */
function schemas(): Array<{ uid: string; attributes: Record<string, Attribute> }> {
  const found: Array<{ uid: string; attributes: Record<string, Attribute> }> = [];
  for (const api of fs.readdirSync(path.join(srcDir, 'api'))) {
    const typesDir = path.join(srcDir, 'api', api, 'content-types');
    if (!fs.existsSync(typesDir)) continue;
    for (const name of fs.readdirSync(typesDir)) {
      const schema = JSON.parse(fs.readFileSync(path.join(typesDir, name, 'schema.json'), 'utf8'));
      found.push({ uid: `api::${api}.${name}`, attributes: schema.attributes });
    }
  }
  for (const category of fs.readdirSync(path.join(srcDir, 'components'))) {
    for (const file of fs.readdirSync(path.join(srcDir, 'components', category))) {
      const schema = JSON.parse(fs.readFileSync(path.join(srcDir, 'components', category, file), 'utf8'));
      found.push({ uid: `${category}.${path.basename(file, '.json')}`, attributes: schema.attributes });
    }
  }
  return found;
}

describe('single types', () => {
  it('are the site config alone, which the recent-items widgets name 사이트 설정 (translations/ko.ts)', () => {
    const singleTypes: string[] = [];
    for (const api of fs.readdirSync(path.join(srcDir, 'api'))) {
      const typesDir = path.join(srcDir, 'api', api, 'content-types');
      if (!fs.existsSync(typesDir)) continue;
      for (const name of fs.readdirSync(typesDir)) {
        const schema = JSON.parse(fs.readFileSync(path.join(typesDir, name, 'schema.json'), 'utf8'));
        if (schema.kind === 'singleType') singleTypes.push(`api::${api}.${name}`);
      }
    }
    expect(singleTypes).toEqual(['api::site-config.site-config']);
  });
});

describe('enumeration words of the admin panel', () => {
  it('has a Korean word for every value of every enumeration field in the schemas, and none for values that do not exist', () => {
    const enumFields = schemas().flatMap(({ uid, attributes }) =>
      Object.entries(attributes)
        .filter(([, attribute]) => attribute.type === 'enumeration')
        .map(([field, attribute]) => ({ uid, field, values: attribute.enum ?? [] })),
    );
    expect(enumFields.length).toBeGreaterThanOrEqual(5);
    for (const { uid, field, values } of enumFields) {
      const labels = ENUM_FIELD_LABELS[uid]?.[field];
      expect(labels, `${uid}.${field}`).toBeDefined();
      expect(Object.keys(labels!).sort(), `${uid}.${field}`).toEqual([...values].sort());
      for (const label of Object.values(labels!)) expect(label).toMatch(hangul);
    }
    const configured = Object.entries(ENUM_FIELD_LABELS).flatMap(([uid, fields]) =>
      Object.keys(fields).map((field) => `${uid}.${field}`),
    );
    expect(configured.sort()).toEqual(enumFields.map(({ uid, field }) => `${uid}.${field}`).sort());
  });

  it('gives each value one word, so the dropdowns and filters (which translate by value) cannot mix them up', () => {
    const messages = enumValueMessages();
    expect(messages.received).toBe('접수');
    expect(messages.ticketOpen).toBe('티켓오픈');
    expect(messages.closure).toBe('휴관');
    expect(messages.lecture).toBe('기업 강연');
  });
});

describe('content manager configuration written on start', () => {
  const staffToken = () => inject('cms').staffToken;

  it('labels the sub-fields of the address and of the status history in Korean', async () => {
    for (const [uid, fields] of Object.entries(COMPONENT_LABELS)) {
      const response = await request(`/content-manager/components/${uid}/configuration`, { token: staffToken() });
      expect(response.status, response.text).toBe(200);
      const metadatas = response.body.data.component.metadatas as Record<
        string,
        { edit: { label: string }; list: { label: string } }
      >;
      for (const [field, { label }] of Object.entries(fields)) {
        expect(metadatas[field].edit.label, `${uid}.${field}`).toBe(label);
        expect(metadatas[field].list.label, `${uid}.${field}`).toBe(label);
      }
    }
    const address = await request('/content-manager/components/shared.address/configuration', { token: staffToken() });
    expect(address.body.data.component.metadatas.basic.edit.label).toBe('기본 주소');
  });

  it('names the technical fields of every content type in Korean, and the members’ join date 가입일', async () => {
    for (const uid of ['api::show.show', 'api::notice.notice']) {
      const response = await request(`/content-manager/content-types/${uid}/configuration`, { token: staffToken() });
      expect(response.status, response.text).toBe(200);
      const metadatas = response.body.data.contentType.metadatas as Record<string, { list: { label: string } }>;
      for (const field of ['id', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'])
        expect(metadatas[field], `${uid}.${field}`).toBeDefined();
      for (const [field, label] of Object.entries(TECHNICAL_FIELD_LABELS)) {
        if (metadatas[field]) expect(metadatas[field].list.label, `${uid}.${field}`).toBe(label);
      }
    }
    const members = await request('/content-manager/content-types/plugin::users-permissions.user/configuration', {
      token: staffToken(),
    });
    expect(members.status, members.text).toBe(200);
    const { metadatas, layouts } = members.body.data.contentType;
    expect(metadatas.createdAt.list.label).toBe('가입일');
    expect(layouts.list).toContain('createdAt');
  });

  it('leaves no field label staff can see without Hangul', async () => {
    for (const { uid } of schemas()) {
      const kind = uid.startsWith('api::') ? 'content-types' : 'components';
      const response = await request(`/content-manager/${kind}/${uid}/configuration`, { token: staffToken() });
      expect(response.status, response.text).toBe(200);
      const configuration = kind === 'content-types' ? response.body.data.contentType : response.body.data.component;
      const listed = new Set<string>(configuration.layouts.list);
      const edited = new Set<string>(
        (configuration.layouts.edit as Array<Array<{ name: string }>>).flat().map(({ name }) => name),
      );
      for (const [field, metadata] of Object.entries(
        configuration.metadatas as Record<
          string,
          { edit: { label?: string; visible?: boolean }; list: { label: string } }
        >,
      )) {
        if (listed.has(field)) expect(metadata.list.label, `${uid}.${field} (list)`).toMatch(hangul);
        if (edited.has(field) && metadata.edit.visible !== false)
          expect(metadata.edit.label, `${uid}.${field} (edit)`).toMatch(hangul);
      }
    }
  });
});
