// Writes the demo PDFs (nine research reports, policy, daily and district report files) with embedded Chinese glyphs.
// Run once when the texts change; the PDFs are committed under packages/server/src/seed/demo-files.
// Tools are not dependencies of the project:
//   npm i --prefix /tmp/pdf-tools pdfkit@0.17 @expo-google-fonts/noto-sans-sc
//   PDF_TOOLS=/tmp/pdf-tools node scripts/demo-pdfs/generate.mjs
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const tools = createRequire(path.join(process.env.PDF_TOOLS ?? '/tmp/pdf-tools', 'node_modules', 'x.js'));
const PDFDocument = tools('pdfkit');
const fontDir = path.dirname(tools.resolve('@expo-google-fonts/noto-sans-sc/package.json'));
const REGULAR = path.join(fontDir, '400Regular', 'NotoSansSC_400Regular.ttf');
const BOLD = path.join(fontDir, '700Bold', 'NotoSansSC_700Bold.ttf');

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '../../packages/server/src/seed/demo-files');
// The research reports (风险报告) and the files of the other content demo rows (policies, daily and district reports).
const reports = [
  ...JSON.parse(fs.readFileSync(path.join(out, 'reports.json'), 'utf8')),
  ...JSON.parse(fs.readFileSync(path.join(out, 'content.json'), 'utf8')),
];

for (const [i, r] of reports.entries()) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 72, bottom: 72, left: 72, right: 72 },
    info: { Title: r.title, Author: '北京市人力资源和社会保障局', Subject: '劳动用工风险研究报告（演示数据）' },
    compress: true,
  });
  const file = path.join(out, r.file);
  doc.pipe(fs.createWriteStream(file));
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  doc.font('bold').fontSize(18).text(r.title, { align: 'center' });
  doc.moveDown(0.5);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#555')
    .text(`北京市人力资源和社会保障局 · ${r.publishDate} · 演示数据`, { align: 'center' });
  doc.moveDown(1.2).fillColor('#000');
  doc.font('bold').fontSize(12).text('摘要');
  doc.moveDown(0.3);
  doc.font('regular').fontSize(11).text(r.summary, { lineGap: 4, align: 'justify' });
  for (const s of r.sections) {
    doc.moveDown(0.8);
    doc.font('bold').fontSize(12).text(s.heading);
    doc.moveDown(0.3);
    doc.font('regular').fontSize(11).text(s.body, { lineGap: 4, align: 'justify', indent: 22 });
  }
  doc.moveDown(1.5);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#777')
    .text('本报告为平台演示数据，所述情况用于展示报告的下载与阅读功能。', { align: 'center' });
  doc.end();
  console.log(`${i + 1}. ${r.file}`);
}
