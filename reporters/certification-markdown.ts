import { certificationChecklist, type ChecklistRow } from './certification-checklist';
import { table } from './markdown-text';
import { countWords } from './count-words';
import type { ConformanceReport } from './model';
import { EXAMPLE_WAIVERS_FILE } from './real-service-checklist';
import { baseUrlList, EMBEDDED_MOCK_NOTE, targetPhrase } from './run-target';

/** certification.md: the checklist of the HTML report as a file to attach to a sign-off. */
export function renderCertificationMarkdown(report: ConformanceReport): string {
  const checklist = certificationChecklist(report);
  const { summary, target } = report;
  const rows = (list: ChecklistRow[]) =>
    table(
      ['result', 'rule', 'level', 'requirement', 'reason', 'document section'],
      list.map((r) => [r.result, r.id, r.level, r.title, r.reason, r.source]),
    );
  return [
    `# Certification checklist — ${targetPhrase(target)}`,
    '',
    ...(target.embeddedMock ? [`**${EMBEDDED_MOCK_NOTE}**`, ''] : []),
    `Run ${report.runStatus}, started ${report.startedAt}, seed ${report.seed}, suite ${report.suiteVersion}.`,
    `Base URLs: ${baseUrlList(target)}.`,
    `${countWords(summary)}.`,
    '',
    `## Documented rules (MUST and SHOULD): ${checklist.documented.length}`,
    '',
    ...rows(checklist.documented),
    '',
    ...(checklist.partner.length
      ? [
          `## The partner's half: ${checklist.partner.length} rules of the integration`,
          '',
          "The document's promises that bind the partner, checked against the partner's own programs, not the service.",
          '',
          ...table(
            ['result', 'rule', 'level', 'requirement', 'checked by', 'reason', 'document section'],
            checklist.partner.map((r) => [r.result, r.id, r.level, r.title, r.how, r.reason, r.source]),
          ),
          '',
        ]
      : []),
    `## Assumptions in force: ${checklist.assumed.length} rules`,
    '',
    'Readings of what the service document does not show; each is configuration.',
    '',
    ...rows(checklist.assumed),
    '',
    ...table(
      ['assumption', 'text', 'value in this run', 'from', 'target'],
      checklist.assumptions.map((a) => [
        a.id,
        a.text,
        a.value,
        a.source,
        a.status === 'not-confirmed'
          ? `not confirmed: reads ${a.observed?.join(', ')}${a.align ? ` (${a.align})` : ''}`
          : a.status,
      ]),
    ),
    '',
    `## Not checked or partly checked, and why: ${checklist.notChecked.length}`,
    '',
    ...(checklist.notChecked.length
      ? checklist.notChecked.map(
          (r) => `- ${r.id} (${r.level}, ${r.result}): ${(r.reason ?? r.result).replace(/\r?\n/g, ' ')}`,
        )
      : ['Every rule reached a full verdict.']),
    '',
    `## Known deviations accepted (waivers in force): ${checklist.waivers.length}`,
    '',
    ...(checklist.waivers.length
      ? table(
          ['rule', 'covers', 'reason', 'owner', 'expires', 'this run'],
          checklist.waivers.map((w) => [w.rule, waiverScope(w), w.reason, w.owner, w.expires, w.state]),
        )
      : ['None.']),
    '',
    ...(checklist.realService.length
      ? [
          `## Known shapes of the real service: ${checklist.realService.length}`,
          '',
          `Where the real service answers otherwise than the document (\`mock --real-service\` shows each); ` +
            `the deviations' example waivers are in \`${EXAMPLE_WAIVERS_FILE}\`.`,
          '',
          ...table(
            ['shape', 'the real service', 'the suite reports it as', 'example waivers', 'this run'],
            checklist.realService.map((r) => [
              r.name,
              r.description,
              r.reported,
              r.waivers.map((waiver) => `\`${waiver}\``).join('; ') || 'none',
              r.thisRun || '-',
            ]),
          ),
          '',
        ]
      : []),
    `## Parts of the document not exercised, or accepted without a visible effect: ${checklist.coverageGaps.length}`,
    '',
    ...(checklist.coverageGaps.length
      ? table(
          ['operation', 'input, value or status', 'exercised', 'why'],
          checklist.coverageGaps.map((gap) => [
            gap.operation,
            gap.item,
            gap.kind === 'not-exercised' ? 'no' : 'sent and accepted',
            gap.reason ?? 'not reached by this run',
          ]),
        )
      : ['Every documented input, value and status was exercised.']),
    '',
    '## Sign-off',
    '',
    'Reviewed by: ____________________  Date: ____________  Signature: ____________________',
    '',
  ].join('\n');
}

/** What of a rule's failures a waiver covers. */
export function waiverScope(waiver: { test?: string; received?: string; pointer?: string; scope?: 'rule' }): string {
  return [
    waiver.scope === 'rule' && 'the whole rule (scope: rule)',
    waiver.test && `tests "${waiver.test}"`,
    waiver.received && `received ${waiver.received}`,
    waiver.pointer && `at ${waiver.pointer}`,
  ]
    .filter(Boolean)
    .join(', ');
}
