import { trusted } from './markup';

/** Inline so the page opens offline from a CI artifact, with no request to anywhere. */
export const PAGE_STYLE = trusted(`
:root { --passed: #1a7f37; --failed: #cf222e; --warning: #9a6700; --waived: #6e7781; --inconclusive: #bc4c00;
  --error: #8c1d18; --skipped: #57606a; --not-checked: #8250df; --partially-checked: #0969da;
  font-family: system-ui, sans-serif; }
body { margin: 0 auto; max-width: 1100px; padding: 1rem 1.5rem 4rem; color: #1f2328; line-height: 1.45; }
h1 { font-size: 1.6rem; } h2 { border-bottom: 1px solid #d0d7de; padding-bottom: .3rem; margin-top: 2.5rem; }
h3 { text-transform: capitalize; }
h4 { margin: 1rem 0 .2rem; }
h5 { margin: .2rem 0; font-size: 1rem; }
h6 { margin: .6rem 0 .2rem; font-size: .8rem; color: #57606a; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .85rem; }
pre { background: #f6f8fa; padding: .5rem; overflow-x: auto; white-space: pre-wrap; word-break: break-all; margin: 0; }
table { border-collapse: collapse; margin: .5rem 0; }
th, td { border: 1px solid #d0d7de; padding: .25rem .6rem; text-align: left; vertical-align: top; }
/* A wide table scrolls inside its section, never past the page; long values wrap rather than widen it. */
table { display: block; max-width: 100%; overflow-x: auto; } td code { overflow-wrap: anywhere; }
.counts td { text-align: right; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; margin: .5rem 0; }
dl.facts dt { color: #57606a; }
dl.facts dd { margin: 0; }
.badge { display: inline-block; padding: 0 .5rem; border-radius: 1rem; color: #fff; font-size: .8rem; font-weight: 600;
  text-transform: uppercase; background: var(--skipped); }
.badge.small { font-size: .7rem; }
.embedded-mock { padding: .5rem .75rem; border: 2px solid var(--warning); font-weight: 600; }
.badge.passed { background: var(--passed); }
.badge.failed, .badge.timedOut { background: var(--failed); }
.badge.warning { background: var(--warning); }
.badge.waived { background: var(--waived); }
.badge.inconclusive { background: var(--inconclusive); }
.badge.error { background: var(--error); }
.badge.not-checked { background: var(--not-checked); }
.badge.partially-checked { background: var(--partially-checked); }
.rule { border: 1px solid #d0d7de; border-left: 6px solid var(--skipped); border-radius: 6px; padding: .5rem .8rem;
  margin: .6rem 0; }
.rule.passed { border-left-color: var(--passed); }
.rule.failed { border-left-color: var(--failed); }
.rule.warning { border-left-color: var(--warning); }
.rule.waived { border-left-color: var(--waived); }
.rule.inconclusive { border-left-color: var(--inconclusive); }
.rule.error { border-left-color: var(--error); }
.rule.not-checked { border-left-color: var(--not-checked); border-style: dashed; }
.rule.partially-checked { border-left-color: var(--partially-checked); }
.reason { font-weight: 600; margin: .3rem 0; } .source, .muted, .note { color: #57606a; font-size: .85rem; }
.tests { list-style: none; padding-left: 0; }
.test { margin: .4rem 0; }
.test-reason { margin-left: 1rem; font-family: ui-monospace, monospace; font-size: .85rem; }
.request-ids { margin-left: 1rem; font-size: .8rem; }
.exchange { border-top: 1px dashed #d0d7de; margin-top: .5rem; padding-top: .5rem; }
.sides { display: grid; grid-template-columns: 1fr 1fr; gap: .8rem; }
@media (max-width: 800px) { .sides { grid-template-columns: 1fr; } }
.filter { position: sticky; top: 0; background: #fff; padding: .5rem 0; border-bottom: 1px solid #d0d7de; z-index: 1; }
/* Sticky only within the rule browser (.rule-browser ends with #rules),
   and what a link jumps to lands below the bar. */
#rules, #rules .surface, #rules .rule { scroll-margin-top: calc(var(--filter-height, 10rem) + .5rem); }
@media (max-width: 800px), (max-height: 600px) {
  .filter { position: static; }
  #rules, #rules .surface, #rules .rule { scroll-margin-top: 0; }
}
#failures { border: 2px solid var(--failed); border-radius: 6px; padding: 0 1rem .5rem; margin-top: 1.5rem; }
#failures h2 { margin-top: 1rem; }
.filter-group { margin: .2rem 0; }
.filter-label { display: inline-block; min-width: 4.5rem; color: #57606a; font-size: .85rem; }
.filter button, button.copy, button.print { margin-right: .3rem; padding: .2rem .7rem; border: 1px solid #d0d7de;
  border-radius: 1rem; background: #f6f8fa; cursor: pointer; }
.filter button[aria-pressed="true"] { background: #1f2328; color: #fff; }
#rule-search { width: 22rem; max-width: 60%; padding: .25rem .5rem; border: 1px solid #d0d7de; border-radius: 6px; }
nav.contents { display: flex; flex-wrap: wrap; gap: .3rem 1rem; font-size: .9rem; padding: .5rem 0;
  border-bottom: 1px solid #d0d7de; }
.exchange pre.body { max-height: 24rem; overflow: auto; }
.repro { margin-top: .5rem; } .repro pre.command { background: #1f2328; color: #f6f8fa; }
.checklist-rules td:first-child { white-space: nowrap; } .sign-off { margin-top: 2rem; }
.changes td, .checklist-rules td { font-size: .9rem; }
.problems { border: 2px solid var(--failed); border-radius: 6px; padding: 0 1rem 1rem; }
.count { color: #57606a; font-weight: normal; font-size: .9rem; }
[hidden] { display: none !important; }
@media print {
  nav, .filter, button, #rules, #drift, .problems pre, .evidence { display: none !important; }
  body { max-width: none; padding: 0; font-size: 10pt; }
  #checklist { break-before: page; }
  table { display: table; width: 100%; } tr { break-inside: avoid; }
  .badge { color: #000; border: 1px solid #000; background: none !important; }
}
`);
