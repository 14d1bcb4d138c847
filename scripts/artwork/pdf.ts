/** The placeholder PDF documents. */

/** A one-page A4 PDF with a title line, written object by object so the xref offsets are exact. */
export function minimalPdf(title: string, subtitle: string) {
  const escape = (text: string) => text.replace(/[\\()]/g, (ch) => `\\${ch}`);
  const content = [
    'BT /F1 26 Tf 72 740 Td',
    `(${escape(title)}) Tj`,
    'ET',
    'BT /F1 12 Tf 72 712 Td',
    `(${escape(subtitle)}) Tj`,
    'ET',
    '0.698 0.29 0.698 RG 2 w 72 700 m 523 700 l S',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Title (${escape(title)}) /Producer (scripts/generate-artwork.ts) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${offset.toString().padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export const documents = [
  {
    file: 'floor-plans.pdf',
    title: 'Six Senses Residences - Floor Plans',
    subtitle: "Placeholder document. Replace with the developer's floor plans.",
  },
  {
    file: 'fact-sheet.pdf',
    title: 'Six Senses Residences - Fact Sheet',
    subtitle: "Placeholder document. Replace with the developer's fact sheet.",
  },
  {
    file: 'wellness-brochure.pdf',
    title: 'Six Senses Wellness Brochure',
    subtitle: "Placeholder document. Replace with the operator's wellness brochure.",
  },
];
