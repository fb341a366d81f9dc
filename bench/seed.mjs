// Grows a demo-seeded SQLite database to the benchmark's size in a few seconds: rows are cloned
// from the demo content in batched transactions (better-sqlite3), with new document ids, titles
// and dates, and the same posters, attachments and components as the row they were cloned from.
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const Database = createRequire(path.join(root, 'cms', 'package.json'))('better-sqlite3');

const DAY_MS = 86_400_000;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const documentId = () => Array.from(crypto.randomBytes(24), (byte) => ALPHABET[byte % ALPHABET.length]).join('');

export function growDatabase(file, targets) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const counts = {};
  try {
    counts.shows = grow(db, 'shows', 'api::show.show', targets.shows, (index, now) => {
      // Two years back, one ahead: most of a hall's shows are in the archive.
      const startsAt = now - 730 * DAY_MS + Math.floor((index / targets.shows) * 1095 * DAY_MS) + 19.5 * 3_600_000;
      return { title: (title) => `${title} #${index}`, starts_at: startsAt, ends_at: startsAt + 2 * 3_600_000 };
    });
    counts.notices = grow(db, 'notices', 'api::notice.notice', targets.notices, (index, now) => ({
      title: (title) => `${title} #${index}`,
      posted_at: now - Math.floor((1 - index / targets.notices) * 1825 * DAY_MS),
    }));
    counts.applications = growApplications(db, targets.applications);
  } finally {
    db.close();
  }
  return counts;
}

function columnsOf(db, table) {
  return db
    .prepare(`PRAGMA table_info(${table})`)
    .all()
    .map((column) => column.name);
}

/** Clones documents (each with its draft and published rows) until `target` are published. */
function grow(db, table, uid, target, overridesFor) {
  const columns = columnsOf(db, table).filter((column) => column !== 'id');
  const templates = db.prepare(`SELECT * FROM ${table} WHERE published_at IS NOT NULL ORDER BY id`).all();
  const existing = templates.length;
  if (existing === 0) throw new Error(`no ${table} to clone: was the demo content seeded?`);
  const draftOf = db.prepare(`SELECT * FROM ${table} WHERE document_id = ? AND published_at IS NULL`);
  const insert = db.prepare(
    `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  );
  const media = db.prepare(
    'SELECT file_id, field, "order" FROM files_related_mph WHERE related_type = ? AND related_id = ?',
  );
  const linkMedia = db.prepare(
    'INSERT INTO files_related_mph (file_id, related_id, related_type, field, "order") VALUES (?, ?, ?, ?, ?)',
  );
  const now = Date.now();

  const cloneRow = (row, newDocumentId, overrides) => {
    const values = columns.map((column) => {
      if (column === 'document_id') return newDocumentId;
      if (!(column in overrides)) return row[column];
      const override = overrides[column];
      return typeof override === 'function' ? override(row[column]) : override;
    });
    const { lastInsertRowid } = insert.run(values);
    for (const link of media.all(uid, row.id))
      linkMedia.run(link.file_id, lastInsertRowid, uid, link.field, link.order);
  };

  const batch = db.transaction((from, to) => {
    for (let index = from; index < to; index += 1) {
      const template = templates[index % existing];
      const overrides = overridesFor(index, now);
      const newDocumentId = documentId();
      cloneRow(template, newDocumentId, overrides);
      const draft = draftOf.get(template.document_id);
      if (draft) cloneRow(draft, newDocumentId, overrides);
    }
  });
  for (let from = existing; from < target; from += 500) batch(from, Math.min(target, from + 500));
  return db.prepare(`SELECT COUNT(*) AS count FROM ${table} WHERE published_at IS NOT NULL`).get().count;
}

/** Rental applications of a few thousand members, with their address component and owner link. */
function growApplications(db, target) {
  const table = 'rental_applications';
  const columns = columnsOf(db, table).filter((column) => column !== 'id');
  const addressColumns = columnsOf(db, 'components_shared_addresses').filter((column) => column !== 'id');
  const ownerColumns = columnsOf(db, `${table}_owner_lnk`);
  const insert = db.prepare(
    `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  );
  const insertAddress = db.prepare(
    `INSERT INTO components_shared_addresses (${addressColumns.map((c) => `"${c}"`).join(', ')}) VALUES (${addressColumns.map(() => '?').join(', ')})`,
  );
  const linkComponent = db.prepare(
    `INSERT INTO ${table}_cmps (entity_id, cmp_id, component_type, field, "order") VALUES (?, ?, 'shared.address', 'address', 1)`,
  );
  const userColumns = columnsOf(db, 'up_users').filter((column) => column !== 'id');
  const insertUser = db.prepare(
    `INSERT INTO up_users (${userColumns.map((c) => `"${c}"`).join(', ')}) VALUES (${userColumns.map(() => '?').join(', ')})`,
  );
  const ownerLink = ownerColumns.includes('rental_application_ord')
    ? db.prepare(
        `INSERT INTO ${table}_owner_lnk (rental_application_id, user_id, rental_application_ord) VALUES (?, ?, ?)`,
      )
    : db.prepare(`INSERT INTO ${table}_owner_lnk (rental_application_id, user_id) VALUES (?, ?)`);
  const existing = db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get().count;
  const now = Date.now();
  const statuses = ['received', 'reviewing', 'approved', 'rejected', 'cancelled', 'contracted', 'completed'];
  const categories = ['classical', 'gugak', 'popular', 'lecture'];

  const members = db.transaction((count) => {
    const ids = [];
    for (let index = 0; index < count; index += 1) {
      const email = `bench-member-${index}@member.example`;
      const values = userColumns.map((column) => {
        switch (column) {
          case 'document_id':
            return documentId();
          case 'username':
          case 'email':
            return email;
          case 'provider':
            return 'local';
          case 'password':
            return '$2a$10$benchbenchbenchbenchbenOqQ6qFvJ4sC1z3d9dJm5m5m5m5m5m5m';
          case 'confirmed':
            return 1;
          case 'blocked':
            return 0;
          case 'name':
            return `회원 ${index}`;
          case 'phone_number':
            return '010-1234-5678';
          case 'created_at':
          case 'updated_at':
          case 'published_at':
            return now;
          default:
            return null;
        }
      });
      ids.push(insertUser.run(values).lastInsertRowid);
    }
    return ids;
  });
  const memberIds = members(Math.ceil(target / 5));

  const batch = db.transaction((from, to) => {
    for (let index = from; index < to; index += 1) {
      const submittedAt = now - Math.floor((1 - index / target) * 1825 * DAY_MS);
      const values = columns.map((column) => {
        switch (column) {
          case 'document_id':
            return documentId();
          case 'company':
            return `기획사 ${index}`;
          case 'category':
            return categories[index % categories.length];
          case 'business_number':
            return String(1_000_000_000 + index);
          case 'tel':
            return '0212345678';
          case 'fax':
            return '0212345679';
          case 'email':
            return `bench-member-${index % memberIds.length}@member.example`;
          case 'show_title':
            return `대관 공연 ${index}`;
          case 'performer_format':
            return '실내악 4중주';
          case 'contact_name':
            return '김담당';
          case 'contact_phone':
            return '01012345678';
          case 'desired_date':
            return new Date(submittedAt + 60 * DAY_MS).toISOString().slice(0, 10);
          case 'desired_time':
            return '19:30 공연, 14시부터 리허설';
          case 'application_status':
            return statuses[index % statuses.length];
          case 'submitted_at':
          case 'created_at':
          case 'updated_at':
          case 'published_at':
            return submittedAt;
          default:
            return null;
        }
      });
      const applicationId = insert.run(values).lastInsertRowid;
      const addressValues = addressColumns.map((column) =>
        column === 'basic' ? '서울특별시 중구 세종대로 110' : column === 'detail' ? `${index}호` : null,
      );
      const addressId = insertAddress.run(addressValues).lastInsertRowid;
      linkComponent.run(applicationId, addressId);
      const owner = memberIds[index % memberIds.length];
      if (ownerColumns.includes('rental_application_ord')) ownerLink.run(applicationId, owner, 1);
      else ownerLink.run(applicationId, owner);
    }
  });
  for (let from = existing; from < target; from += 1000) batch(from, Math.min(target, from + 1000));
  return db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get().count;
}
