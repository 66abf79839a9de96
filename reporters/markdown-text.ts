/** Text for one Markdown table cell: no line break, no unescaped pipe, no HTML a renderer would run. */
export function cell(text: string | number | undefined): string {
  return String(text ?? '')
    .replace(/\r?\n/g, ' ')
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function table(head: string[], rows: (string | number | undefined)[][]): string[] {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ];
}
