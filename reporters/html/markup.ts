/** HTML known to be safe. Anything else interpolated into `html` is escaped, so a forgotten escape cannot happen. */
export class Markup {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export type Interpolation = Markup | string | number | boolean | null | undefined | readonly Interpolation[];

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): Markup {
  let out = strings[0];
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1];
  });
  return new Markup(out);
}

/** For the page's own constant CSS and script, never for data. */
export function trusted(text: string): Markup {
  return new Markup(text);
}

/** A table's head from its column names: the columns read as a list, not as one long line of markup. */
export function tableHead(columns: readonly Interpolation[]): Markup {
  return html`<thead><tr>${columns.map((column) => html`<th>${column}</th>`)}</tr></thead>`;
}

/** A row's cells, each in its <td>, so a row renderer names its values rather than repeating the tags. */
export function cells(values: readonly Interpolation[]): Markup {
  return html`${values.map((value) => html`<td>${value}</td>`)}`;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function render(value: Interpolation): string {
  if (value instanceof Markup) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}
