import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvRow, csvStream } from './csv';

async function text(stream: NodeJS.ReadableStream) {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts).toString('utf8');
}

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Davao Food Bank')).toBe('Davao Food Bank');
    expect(csvCell('Niño Dela Cruz')).toBe('Niño Dela Cruz');
    expect(csvCell(1250.5)).toBe('1250.5');
    expect(csvCell('1250.00')).toBe('1250.00');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('Toril, Davao')).toBe('"Toril, Davao"');
    expect(csvCell('the "big" drive')).toBe('"the ""big"" drive"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
    expect(csvCell('+639171234567')).toBe("'+639171234567");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    // Only the first character matters.
    expect(csvCell('Tabang = help')).toBe('Tabang = help');
  });
});

describe('csvRow and csvStream', () => {
  it('ends records with CRLF', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });

  it('writes the BOM and header first, then every batch in order', async () => {
    async function* batches() {
      yield [['Ana', 1]];
      yield [];
      yield [
        ['Ben', 2],
        ['=Cy', 3],
      ];
    }
    const body = await text(csvStream(['name', 'n'], batches()));
    expect(body).toBe(`${CSV_BOM}name,n\r\nAna,1\r\nBen,2\r\n'=Cy,3\r\n`);
  });

  it('pulls the next batch only when the reader wants more', async () => {
    let pulled = 0;
    async function* batches() {
      for (let batch = 0; batch < 1000; batch += 1) {
        pulled += 1;
        yield Array.from({ length: 100 }, (_, i) => [`row ${batch}-${i}`, 'x'.repeat(100)]);
      }
    }
    const stream = csvStream(['name', 'filler'], batches());
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    await iterator.next();
    // About 10 KB per batch against a 16 KB buffer: a handful pulled, not the whole thousand.
    expect(pulled).toBeLessThan(10);
    await iterator.return?.();
  });
});
