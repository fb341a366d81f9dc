/**
 * Downloadable documents of the demo content: Word files built with the `docx` package
 * (Korean text; the reader's Word supplies the font) and small PDFs written by hand (ASCII
 * only, with the standard Helvetica font, so no font has to be embedded).
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import { HALL } from './data/hall';

// ------------------------------------------------------------------------------------ Word

const FONT = { ascii: 'Malgun Gothic', eastAsia: '맑은 고딕', hAnsi: 'Malgun Gothic', cs: 'Malgun Gothic' };
const BORDER = { style: BorderStyle.SINGLE, size: 4, color: '7A7A7A' };
const CELL_BORDERS = { top: BORDER, bottom: BORDER, left: BORDER, right: BORDER };
const LABEL_SHADING = { type: ShadingType.CLEAR, color: 'auto', fill: 'EDEAE3' };

function text(value: string, options: { bold?: boolean; size?: number; color?: string } = {}): TextRun {
  return new TextRun({ text: value, bold: options.bold, size: options.size, color: options.color, font: FONT });
}

function para(
  value: string | TextRun[],
  options: {
    bold?: boolean;
    size?: number;
    align?: (typeof AlignmentType)[keyof typeof AlignmentType];
    after?: number;
    before?: number;
    color?: string;
  } = {},
): Paragraph {
  const children = typeof value === 'string' ? [text(value, options)] : value;
  return new Paragraph({
    children,
    alignment: options.align,
    spacing: { after: options.after ?? 120, before: options.before ?? 0 },
  });
}

function cell(
  value: string,
  options: {
    width: number;
    label?: boolean;
    align?: (typeof AlignmentType)[keyof typeof AlignmentType];
    size?: number;
  } = { width: 0 },
): TableCell {
  const lines = value.split('\n');
  return new TableCell({
    width: { size: options.width, type: WidthType.DXA },
    borders: CELL_BORDERS,
    verticalAlign: VerticalAlign.CENTER,
    shading: options.label ? LABEL_SHADING : undefined,
    margins: { top: 80, bottom: 80, left: 120, right: 120 },
    children: lines.map(
      (line) =>
        new Paragraph({
          alignment: options.align ?? (options.label ? AlignmentType.CENTER : AlignmentType.LEFT),
          spacing: { after: 0 },
          children: [text(line, { bold: options.label, size: options.size })],
        }),
    ),
  });
}

function documentOf(title: string, children: Array<Paragraph | Table>): Document {
  return new Document({
    creator: HALL.name,
    title,
    description: `${HALL.name} ${title}`,
    styles: { default: { document: { run: { font: FONT, size: 21 } } } },
    sections: [
      {
        properties: { page: { margin: { top: 1200, bottom: 1100, left: 1200, right: 1200 } } },
        headers: {
          default: new Header({
            children: [
              para(
                [
                  text(HALL.name, { bold: true, size: 20 }),
                  text(`   ${HALL.address}   대표 ${HALL.phone}`, { size: 16, color: '666666' }),
                ],
                { after: 200 },
              ),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              para(`${HALL.name} · 대관 문의 ${HALL.rentalPhone} · ${HALL.rentalEmail}`, {
                size: 16,
                color: '666666',
                align: AlignmentType.CENTER,
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
}

/** 부대시설 신청서 (ancillary-facility application form). */
export async function ancillaryFormDocx(): Promise<Buffer> {
  const full = 9500;
  const labelW = 2200;
  const applicant = new Table({
    width: { size: full, type: WidthType.DXA },
    columnWidths: [labelW, full - labelW],
    rows: ['신청 단체', '공연명', '공연 일시', '담당자', '연락처', '이메일'].map(
      (label) =>
        new TableRow({
          height: { value: 520, rule: 'atLeast' },
          children: [cell(label, { width: labelW, label: true }), cell('', { width: full - labelW })],
        }),
    ),
  });

  const widths = [3300, 2300, 1500, 2400];
  const items: Array<[string, string, string]> = [
    ['피아노 사용 (스타인웨이 D-274)', '대', '공연 당일 리허설부터 사용'],
    ['피아노 조율', '회', '리허설 전 조율 기본 1회'],
    ['영상 촬영', '카메라 대', '고정 카메라 기준'],
    ['음향 녹음', '트랙', '멀티트랙 원본 제공'],
    ['추가 리허설', '시간', '공연 전날 또는 당일 오전'],
  ];
  const facilities = new Table({
    width: { size: full, type: WidthType.DXA },
    columnWidths: widths,
    rows: [
      new TableRow({
        tableHeader: true,
        children: ['항목', '신청 여부', '수량', '비고'].map((label, k) =>
          cell(label, { width: widths[k], label: true }),
        ),
      }),
      ...items.map(
        ([item, unit, note]) =>
          new TableRow({
            height: { value: 560, rule: 'atLeast' },
            children: [
              cell(item, { width: widths[0] }),
              cell('□ 신청   □ 미신청', { width: widths[1], align: AlignmentType.CENTER }),
              cell(`      ${unit}`, { width: widths[2], align: AlignmentType.RIGHT }),
              cell(note, { width: widths[3], size: 18 }),
            ],
          }),
      ),
    ],
  });

  const doc = documentOf('부대시설 신청서', [
    para('부대시설 신청서', { bold: true, size: 40, align: AlignmentType.CENTER, after: 120 }),
    para(`${HALL.name} 대관 공연의 부대시설 이용을 아래와 같이 신청합니다.`, {
      align: AlignmentType.CENTER,
      after: 320,
      color: '444444',
    }),
    para('1. 신청자 정보', { bold: true, size: 24, after: 120 }),
    applicant,
    para('2. 신청 항목', { bold: true, size: 24, before: 360, after: 120 }),
    facilities,
    para('', { after: 120 }),
    para(
      [
        text('※ 부대시설 신청은 ', { size: 20 }),
        text('공연일 14일 전까지', { bold: true, size: 20 }),
        text(' 제출해 주십시오. 기한이 지난 뒤에는 할증 요금이 부과되거나 이용이 어려울 수 있습니다.', { size: 20 }),
      ],
      { after: 80 },
    ),
    para('※ 부대시설 이용료는 공연 후 부대비용 및 추가비용 정산 때 함께 청구됩니다.', { size: 20, after: 80 }),
    para(`※ 제출처: ${HALL.rentalEmail} (팩스 ${HALL.fax}) / 문의: ${HALL.rentalPhone}`, { size: 20, after: 480 }),
    para('신청일:          년        월        일', { align: AlignmentType.RIGHT, after: 200 }),
    para('신청인(대표자):                              (서명 또는 인)', { align: AlignmentType.RIGHT, after: 400 }),
    para(`${HALL.name} 귀중`, { bold: true, size: 26, align: AlignmentType.CENTER }),
  ]);
  return Packer.toBuffer(doc);
}

export interface ProgrammeShow {
  date: string;
  time: string;
  title: string;
  performers: string;
  price: string;
}

/** 공연 안내 자료: the season programme with the upcoming shows. */
export async function seasonProgrammeDocx(shows: ProgrammeShow[], periodLabel: string): Promise<Buffer> {
  const full = 9500;
  const widths = [1500, 800, 3600, 2000, 1600];
  const table = new Table({
    width: { size: full, type: WidthType.DXA },
    columnWidths: widths,
    rows: [
      new TableRow({
        tableHeader: true,
        children: ['날짜', '시간', '공연명', '출연', '티켓'].map((label, k) =>
          cell(label, { width: widths[k], label: true, size: 19 }),
        ),
      }),
      ...shows.map(
        (show) =>
          new TableRow({
            children: [
              cell(show.date, { width: widths[0], size: 18, align: AlignmentType.CENTER }),
              cell(show.time, { width: widths[1], size: 18, align: AlignmentType.CENTER }),
              cell(show.title, { width: widths[2], size: 18 }),
              cell(show.performers, { width: widths[3], size: 16 }),
              cell(show.price, { width: widths[4], size: 16 }),
            ],
          }),
      ),
    ],
  });

  const bullet = (value: string) => para(`· ${value}`, { size: 20, after: 60 });
  const doc = documentOf('공연 안내 자료', [
    para(`${HALL.name} 시즌 프로그램`, { bold: true, size: 40, align: AlignmentType.CENTER, after: 80 }),
    para(periodLabel, { align: AlignmentType.CENTER, color: '555555', after: 320 }),
    para(
      `${HALL.name}은 도심 한가운데 자리한 ${HALL.seats}석 규모의 음악 전용 공연장입니다. 약 3,040㎥의 실내 체적과 1.2 ~ 1.3초의 잔향, 약 +2.5dB의 명료도로 독주와 실내악, 성악과 국악의 섬세한 소리를 객석 끝까지 자연스럽게 전합니다.`,
      { after: 240 },
    ),
    para('공연 일정', { bold: true, size: 26, after: 120 }),
    table,
    para('관람 안내', { bold: true, size: 26, before: 360, after: 120 }),
    bullet('모든 공연은 온라인 예매로만 판매하며, 현장 발권은 운영하지 않습니다.'),
    bullet('평일 공연은 오후 7시 30분, 주말과 공휴일 공연은 오후 5시에 시작합니다.'),
    bullet('주차: 평일 3시간 할인권 6,000원(최대 2매 합산), 주말 1일 6,000원 정액.'),
    bullet('휠체어석과 엘리베이터, 수유실을 운영합니다. 필요하신 분은 미리 연락해 주세요.'),
    para('오시는 길', { bold: true, size: 26, before: 240, after: 120 }),
    bullet(HALL.address),
    bullet('지하철 시청역 4번 출구, 을지로입구역 2번 출구에서 걸어서 5분'),
    bullet(`문의: ${HALL.phone} / ${HALL.email}`),
    para('', { after: 120 }),
    para('※ 공연 일정과 출연진은 사정에 따라 바뀔 수 있습니다. 최신 정보는 홈페이지에서 확인해 주세요.', {
      size: 18,
      color: '666666',
    }),
  ]);
  return Packer.toBuffer(doc);
}

// ------------------------------------------------------------------------------------- PDF

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Extra space before the line, in points. */
  gap?: number;
}

const pdfEscape = (value: string) => value.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

/**
 * A one-page A4 PDF 1.4 with Helvetica text, built byte by byte with a correct cross-reference
 * table. Only printable ASCII is accepted: the standard fonts have no Hangul.
 */
export function simplePdf(title: string, lines: PdfLine[]): Buffer {
  for (const line of [title, ...lines.map((l) => l.text)]) {
    if (!/^[\x20-\x7e]*$/.test(line)) throw new Error(`PDF text must be printable ASCII: ${line}`);
  }
  let y = 842 - 72;
  const ops: string[] = ['0.16 0.18 0.26 rg'];
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= (line.gap ?? 0) + size * 1.45;
    if (y < 60) throw new Error('PDF text does not fit on one page');
    ops.push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf 64 ${y.toFixed(1)} Td (${pdfEscape(line.text)}) Tj ET`);
  }
  ops.push('0.6 0.6 0.6 RG 0.8 w 64 56 m 531 56 l S');
  ops.push(`BT /F1 8 Tf 64 44 Td (${pdfEscape(`${HALL.nameEn} - ${HALL.phone} - ${HALL.email}`)}) Tj ET`);
  const content = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfEscape(title)}) /Producer (${pdfEscape(HALL.nameEn)}) >>`,
  ];

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
