/**
 * Characters XML 1.0 cannot hold at all (C0 controls but tab and line breaks, U+FFFE/U+FFFF, halves
 * of surrogate pairs): text from the database that has one must still make a well-formed document.
 */
// eslint-disable-next-line no-control-regex -- these characters are what XML refuses
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Surrogate}/gu;

export function xmlSafeText(value: string): string {
  return value.replace(NOT_XML, '');
}

/** Text as XML character data or an attribute value. */
export function escapeXml(value: string): string {
  return xmlSafeText(value).replace(/[<>&'"]/g, (character) => XML_ENTITIES[character]!);
}

const XML_ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** A W3C datetime to the second, in UTC (`2027-03-12T09:30:00Z`), as sitemaps and feeds take it. */
export function w3cDatetime(value: Date | string | number): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
