import { describe, expect, it } from 'vitest';
import { smallDocx, smallPdf, zipOf } from '../../../test/recruitment-fixtures.ts';
import { cvTypeOf } from './cv-file.ts';

describe('a CV is what its bytes say (magic bytes), never its name', () => {
  it('knows a real PDF and a real DOCX', () => {
    expect(cvTypeOf(smallPdf())).toBe('pdf');
    expect(cvTypeOf(smallDocx())).toBe('docx');
  });

  it('refuses empty files, text, pictures, a PDF header alone and ZIPs that are not Word documents', () => {
    expect(cvTypeOf(Buffer.alloc(0))).toBeNull();
    expect(cvTypeOf(Buffer.from('Họ tên: Nguyễn Văn An\nKinh nghiệm: 3 năm'))).toBeNull();
    expect(cvTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.alloc(64)]))).toBeNull();
    expect(cvTypeOf(Buffer.from('%PDF-1.7 but nothing else follows in this file'))).toBeNull();
    expect(cvTypeOf(zipOf({ 'photo.jpg': 'x', 'notes.txt': 'y' }))).toBeNull();
    expect(cvTypeOf(smallDocx().subarray(0, 60))).toBeNull();
  });
});
