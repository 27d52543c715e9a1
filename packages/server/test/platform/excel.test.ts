import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import type { ImportReport } from '@risk/shared/api/import';
import { AppError } from '../../src/platform/http/errors.ts';
import { ImportCheck } from '../../src/platform/excel/import-report.ts';
import { cellText, parseSheet } from '../../src/platform/excel/sheet.ts';
import { buildWorkbook, neutraliseFormula } from '../../src/platform/excel/workbook.ts';
import { xlsx } from '../modules/users/multipart.ts';

const COLUMNS = [
  { header: '用户名', key: 'username' },
  { header: '手机号', key: 'phone' },
] as const;

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('formula neutralisation', () => {
  it.each(['=1+1', '+86138', '-5', '@SUM(A1)', '\tx', '\rx'])(
    'when a text begins with a formula character (%j) then it is prefixed with a quote',
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    },
  );

  it('when a text is ordinary then it is kept as it is', () => {
    expect(neutraliseFormula('张三')).toBe('张三');
    expect(neutraliseFormula('a=b')).toBe('a=b');
  });

  it('when a workbook is built then string cells are neutralised, numbers kept and the header styled', async () => {
    const wb = buildWorkbook(COLUMNS, [{ username: '=HYPERLINK("http://x")', phone: 13800001234 }]);
    const loaded = new ExcelJS.Workbook();
    await loaded.xlsx.load((await wb.xlsx.writeBuffer()) as ArrayBuffer);
    const sheet = loaded.worksheets[0];
    expect(sheet.getCell('A1').value).toBe('用户名');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(12);
    expect(sheet.getCell('A2').value).toBe(`'=HYPERLINK("http://x")`);
    expect(sheet.getCell('A2').formula).toBeUndefined();
    expect(sheet.getCell('B2').value).toBe(13800001234);
  });

  it('when the sources are scanned then no module writes cells but through the shared writer (addSheet / buildWorkbook)', () => {
    const root = path.resolve(import.meta.dirname, '../../src');
    const writer = path.join(root, 'platform/excel/workbook.ts');
    const direct = /\.(addRow|addRows|insertRow|insertRows|spliceRows)\(|\.value\s*=[^=]|\.getCell\([^)]*\)\.value\s*=/;
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, e.name);
        if (e.isDirectory()) walk(file);
        else if (file.endsWith('.ts') && file !== writer) {
          const text = fs.readFileSync(file, 'utf8');
          if (!/exceljs|ExcelJS/.test(text) && !/Worksheet|worksheet|getCell|addRow/.test(text)) continue;
          text.split('\n').forEach((line, i) => {
            if (direct.test(line)) offenders.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
          });
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});

describe('parseSheet', () => {
  it('when the header matches then rows come back trimmed with their Excel row numbers, blank rows skipped', async () => {
    const buffer = await xlsx(
      ['用户名', '手机号'],
      [
        [' zhang ', 13800001234],
        [null, null],
        ['li', ''],
      ],
    );
    const rows = await parseSheet(buffer, COLUMNS);
    expect(rows).toEqual([
      { row: 2, values: { username: 'zhang', phone: '13800001234' } },
      { row: 4, values: { username: 'li', phone: '' } },
    ]);
  });

  it('when the header differs from the template then 400 naming the expected columns', async () => {
    const err = await refusal(parseSheet(await xlsx(['用户名', '电话'], [['a', '1']]), COLUMNS));
    expect(err.status).toBe(400);
    expect(err.message).toBe(MSG.wrongColumns('用户名、手机号'));
  });

  it('when a column is missing or added then the header is refused', async () => {
    expect((await refusal(parseSheet(await xlsx(['用户名'], [['a']]), COLUMNS))).message).toBe(
      MSG.wrongColumns('用户名、手机号'),
    );
    expect(
      (await refusal(parseSheet(await xlsx(['用户名', '手机号', '备注'], [['a', '1', 'x']]), COLUMNS))).message,
    ).toBe(MSG.wrongColumns('用户名、手机号'));
  });

  it('when the sheet has only the header then 400 文件中没有数据', async () => {
    expect((await refusal(parseSheet(await xlsx(['用户名', '手机号'], []), COLUMNS))).message).toBe(MSG.emptyFile);
  });

  it('when the bytes are not a workbook then 400 not a spreadsheet', async () => {
    expect((await refusal(parseSheet(Buffer.from('PK\u0003\u0004 not really a zip'), COLUMNS))).message).toBe(
      MSG.notSpreadsheet,
    );
  });

  it('when cells hold links, rich text or formula results then their visible text is read', () => {
    expect(cellText({ text: 'a@b.cn', hyperlink: 'mailto:a@b.cn' })).toBe('a@b.cn');
    expect(cellText({ richText: [{ text: '张' }, { text: '三 ' }] })).toBe('张三');
    expect(cellText({ formula: '1+1', result: 2 } as ExcelJS.CellFormulaValue)).toBe('2');
  });
});

describe('ImportCheck', () => {
  it('when nothing was refused then it passes', () => {
    expect(() => new ImportCheck().assertNoRefusals()).not.toThrow();
  });

  it('when rows were refused then 400 with the count and the whole report as content', () => {
    const check = new ImportCheck();
    check.refuse(2, '用户名', '用户名已存在');
    check.refuse(5, '邮箱', '邮箱格式不正确');
    let err: AppError | undefined;
    try {
      check.assertNoRefusals();
    } catch (e) {
      err = e as AppError;
    }
    expect(err?.status).toBe(400);
    expect(err?.message).toBe(MSG.importRefused(2));
    expect(err?.content as ImportReport).toEqual({
      created: 0,
      refused: [
        { row: 2, column: '用户名', reason: '用户名已存在' },
        { row: 5, column: '邮箱', reason: '邮箱格式不正确' },
      ],
    });
  });
});
