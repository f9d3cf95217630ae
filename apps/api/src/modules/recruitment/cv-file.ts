/**
 * What a CV really is, read from its bytes (never from its name or the browser's type): a PDF starts with
 * `%PDF-` and ends with `%%EOF`; a DOCX is a ZIP whose central directory lists `[Content_Types].xml` and
 * `word/document.xml`. Anything else (a renamed picture, a text file, another ZIP) is refused.
 */
export type CvType = 'pdf' | 'docx';

const PDF_HEADER = Buffer.from('%PDF-', 'latin1');
const PDF_END = Buffer.from('%%EOF', 'latin1');
const ZIP_LOCAL = 0x04034b50;
const ZIP_END = 0x06054b50;
const ZIP_CENTRAL = 0x02014b50;

export function cvTypeOf(file: Buffer): CvType | null {
  if (file.length === 0) return null;
  if (isPdf(file)) return 'pdf';
  if (isDocx(file)) return 'docx';
  return null;
}

function isPdf(file: Buffer): boolean {
  if (file.length < 16 || !file.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) return false;
  return file.subarray(Math.max(0, file.length - 2048)).includes(PDF_END);
}

function isDocx(file: Buffer): boolean {
  if (file.length < 22 || file.readUInt32LE(0) !== ZIP_LOCAL) return false;
  const names = zipEntryNames(file);
  return names !== null && names.has('[Content_Types].xml') && names.has('word/document.xml');
}

/** The file names of a ZIP's central directory, or null when the archive is malformed. */
function zipEntryNames(file: Buffer): Set<string> | null {
  // The end record is in the last 22 bytes plus at most a 64 KB comment.
  let end = -1;
  for (let i = file.length - 22; i >= Math.max(0, file.length - 22 - 65_535); i--) {
    if (file.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = file.readUInt16LE(end + 10);
  let offset = file.readUInt32LE(end + 16);
  const names = new Set<string>();
  for (let n = 0; n < count; n++) {
    if (offset + 46 > file.length || file.readUInt32LE(offset) !== ZIP_CENTRAL) return null;
    const nameLength = file.readUInt16LE(offset + 28);
    const extraLength = file.readUInt16LE(offset + 30);
    const commentLength = file.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > file.length) return null;
    names.add(file.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
