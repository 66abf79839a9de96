import type { Level, Surface } from '../../rules';
import type { ConformanceReport } from '../model';
import { html, type Markup } from './markup';
import { leadsThePage } from './failures-section';
import { ruleCard } from './rule-card';

const SURFACES: readonly Surface[] = ['legacy', 'native', 'hosted', 'webhooks'];
const LEVELS: readonly Level[] = ['MUST', 'SHOULD', 'ASSUMED'];

/**
 * The rules not shown under Failures, grouped as the document is read: by surface, then by level; empty groups are
 * left out.
 */
export function rulesSection(report: ConformanceReport): Markup {
  const rest = report.rules.filter((rule) => !leadsThePage(rule));
  const groups = SURFACES.map((surface) => ({
    surface,
    rules: rest.filter((rule) => rule.surface === surface),
  })).filter((group) => group.rules.length > 0);
  const repro = { baseUrls: report.target.baseUrls, env: report.target.env };
  return html`<section id="rules">
  <h2>Rules</h2>
  ${groups.map(
    ({ surface, rules }) => html`<section class="surface" id="surface-${surface}">
    <h3>${surface} <span class="count">${rules.length}</span></h3>
    ${LEVELS.map((level) => {
      const atLevel = rules.filter((rule) => rule.level === level);
      const title = html`<h4 class="level-title">${level}</h4>`;
      const cards = atLevel.map((rule) => ruleCard(rule, repro));
      return atLevel.length ? html`<div class="level" data-level="${level}">${title}${cards}</div>` : '';
    })}
  </section>`,
  )}
</section>`;
}
