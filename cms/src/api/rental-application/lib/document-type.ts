import fs from 'node:fs/promises';
import JSZip from 'jszip';

export interface DocumentType {
  ext: 'pdf' | 'jpg' | 'png' | 'hwp' | 'hwpx' | 'docx';
  mime: string;
}

const OLE_SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const HWP_DIRECTORY_ENTRY = Buffer.from('FileHeader', 'utf16le');
const HWP_FILE_HEADER = Buffer.from('HWP Document File', 'latin1');

// file-type is an ES module and the cms compiles to CommonJS, where `import` would become a
// require() anyway; Node 20.19+ loads it with require() (it has no top-level await).
const loadFileType = (): typeof import('file-type') => require('file-type');

/**
 * What a file really is, from its content: PDF, JPEG, PNG, HWP (an OLE compound file with the
 * HWP file header), HWPX (a zip whose `mimetype` entry says application/hwp+zip) or DOCX (a
 * zip with word/document.xml). Anything else (executables, HTML, SVG, other zips or OLE files
 * such as .doc or .msi) is null, whatever its name or the browser's Content-Type say.
 */
export async function detectDocumentType(filepath: string): Promise<DocumentType | null> {
  const content = await fs.readFile(filepath);
  const detected = await loadFileType().fileTypeFromBuffer(content);
  switch (detected?.ext) {
    case 'pdf':
      return { ext: 'pdf', mime: 'application/pdf' };
    case 'jpg':
      return { ext: 'jpg', mime: 'image/jpeg' };
    case 'png':
      return { ext: 'png', mime: 'image/png' };
    case 'cfb':
      return isHwp(content) ? { ext: 'hwp', mime: 'application/x-hwp' } : null;
    case 'zip':
    case 'docx':
      return zipDocumentType(content);
    default:
      return null;
  }
}

function isHwp(content: Buffer): boolean {
  return content.subarray(0, 8).equals(OLE_SIGNATURE) && content.includes(HWP_DIRECTORY_ENTRY) && content.includes(HWP_FILE_HEADER);
}

async function zipDocumentType(content: Buffer): Promise<DocumentType | null> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(content);
  } catch {
    return null;
  }
  const mimetype = zip.file('mimetype');
  if (mimetype && (await mimetype.async('string')).trim() === 'application/hwp+zip') {
    return { ext: 'hwpx', mime: 'application/hwp+zip' };
  }
  if (zip.file('word/document.xml') && zip.file('[Content_Types].xml')) {
    return { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  }
  return null;
}
